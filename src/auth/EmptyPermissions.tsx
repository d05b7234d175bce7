import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AuthCard } from './AuthCard';
import { refreshSession, signOutEverywhere } from './session';

export default function EmptyPermissions() {
  const translate = useTranslate();
  return (
    <AuthCard title={translate('auth.emptyPermissionsTitle')}>
      <Typography>{translate('auth.emptyPermissionsMessage')}</Typography>
      <Stack direction="row" gap={1}>
        <Button variant="contained" onClick={() => void refreshSession()}>
          {translate('ra.action.refresh')}
        </Button>
        <Button onClick={() => void signOutEverywhere()}>{translate('app.signOut')}</Button>
      </Stack>
    </AuthCard>
  );
}
