/**
 * The home page: a greeting, the work waiting (home/WorkWaiting), the figures this user may read
 * (home/HomeDashboard), and the screens they may open.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { displayName } from '../auth/session-store';
import { useSession } from '../auth/useSession';
import { HomeDashboard } from './home/HomeDashboard';
import { ProfileInvite } from './home/ProfileInvite';
import { QuickLinks } from './home/QuickLinks';
import { WorkWaiting } from './home/WorkWaiting';

export default function Home() {
  const translate = useTranslate();
  const session = useSession();
  const name = session.status === 'signedIn' ? displayName(session.currentUser) : '';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.home')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('home.welcome', { name })}
      </Typography>
      <Typography color="text.secondary">{translate('home.intro')}</Typography>
      <ProfileInvite />
      <WorkWaiting />
      <HomeDashboard />
      <Card>
        <CardContent>
          <QuickLinks />
        </CardContent>
      </Card>
    </Box>
  );
}
