/** The home page until the dashboard arrives: a greeting and the screens this user may open. */
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { displayName } from '../auth/session-store';
import { useSession } from '../auth/useSession';
import { menuEntries } from '../layout/menu-entries';
import { menuIcon } from '../layout/menu-icons';
import { can } from '../providers/authProvider';

export default function Home() {
  const translate = useTranslate();
  const session = useSession();
  const name = session.status === 'signedIn' ? displayName(session.currentUser) : '';
  const links = menuEntries.filter((entry) => entry.path !== '/' && can(entry.permission));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.home')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{translate('home.welcome', { name })}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>{translate('home.intro')}</Typography>
          <Typography variant="h6" component="h2" gutterBottom>{translate('home.quickLinks')}</Typography>
          <Stack direction="row" gap={2} flexWrap="wrap">
            {links.map((entry) => {
              const Icon = menuIcon(entry.icon);
              return (
                <Button key={entry.path} component={Link} to={entry.path} variant="outlined" startIcon={<Icon />}>
                  {translate(entry.label, entry.labelArgs)}
                </Button>
              );
            })}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
