/** /settings and /profile are guarded now; their screens arrive with the people-and-governance work. */
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function ComingSoon({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(titleKey)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(titleKey)}
        </Typography>
        <Typography color="text.secondary">{translate('app.comingSoon')}</Typography>
      </CardContent>
    </Card>
  );
}
