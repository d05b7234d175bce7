/** /profile: any signed-in user edits their names, phone and avatar, and changes their password; the email is shown, not edited. */
import { useMemo } from 'react';
import { Card, CardContent, TextField, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import profile from '../../../resources/singletons/profile';
import { useSession } from '../../auth/useSession';
import { pickWritable } from '../../providers/dataProvider';
import { ResourceForm } from '../../views/ResourceForm';
import { ChangePassword } from './ChangePassword';
import { useSaveProfile } from './useSaveProfile';

export default function ProfilePage() {
  const translate = useTranslate();
  const session = useSession();
  const save = useSaveProfile();
  const user = session.status === 'signedIn' ? session.currentUser : null;
  // A new object each render would reset what the user typed (react-admin resets the form on a new record).
  const record = useMemo(() => (user ? pickWritable(profile, { ...user }) : undefined), [user]);
  if (!user) return null;
  const title = translate('app.editProfile');
  return (
    // The avatar input uploads to files/<resource>/avatars: user/avatars.
    <ResourceContextProvider value={profile.name}>
      <Title title={title} />
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <TextField
            label={translate(`resources.${profile.name}.fields.email`)}
            value={user.email}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
        </CardContent>
        <ResourceForm resource={profile} record={record} onSubmit={save} />
      </Card>
      {session.status === 'signedIn' && <ChangePassword user={session.firebaseUser} />}
    </ResourceContextProvider>
  );
}
