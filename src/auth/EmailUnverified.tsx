import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { firebaseAuth } from '../providers/firebase';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './auth-errors';
import { sendVerificationEmail } from './email-actions';
import { refreshSession, signOutEverywhere } from './session';
import { useSession } from './useSession';

export default function EmailUnverified() {
  const translate = useTranslate();
  const session = useSession();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const email = session.status === 'signedIn' ? session.currentUser.email : '';

  async function resend() {
    const user = firebaseAuth().currentUser;
    if (!user) return;
    try {
      await sendVerificationEmail(user);
      setNotice({ ok: true, text: translate('auth.verificationEmailSuccess') });
    } catch (e) {
      setNotice({ ok: false, text: authErrorMessage(e, translate) });
    }
  }

  return (
    <AuthCard title={translate('auth.emailUnverifiedTitle')}>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      <Typography>{translate('auth.emailUnverifiedMessage', { email })}</Typography>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button variant="contained" onClick={() => void refreshSession()}>{translate('auth.emailUnverifiedCheck')}</Button>
        <Button variant="outlined" onClick={() => void resend()}>{translate('auth.resendVerification')}</Button>
        <Button onClick={() => void signOutEverywhere()}>{translate('app.signOut')}</Button>
      </Stack>
    </AuthCard>
  );
}
