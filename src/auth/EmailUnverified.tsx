/** /auth/email-unverified: resend the verification email, or check again once it was followed. */
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { firebaseAuth } from '../providers/firebase';
import { AuthCard } from './AuthCard';
import { announce } from './auth-notice';
import { authErrorMessage } from './auth-errors';
import { sendVerificationEmail } from './email-actions';
import { refreshSession, signOutEverywhere } from './session';
import { useSession } from './useSession';

export default function EmailUnverified() {
  const translate = useTranslate();
  const session = useSession();
  const [notice, setNotice] = useState<{ severity: 'success' | 'warning' | 'error'; text: string }>();
  const email = session.status === 'signedIn' ? session.currentUser.email : '';

  /** Asks Firebase afresh: verified moves on (the guards) with the spec's message; not yet says so. */
  async function check() {
    try {
      await refreshSession();
      if (firebaseAuth().currentUser?.emailVerified) announce('auth.emailVerified');
      else setNotice({ severity: 'warning', text: translate('auth.emailNotVerifiedYet', { email }) });
    } catch (e) {
      setNotice({ severity: 'error', text: authErrorMessage(e, translate) });
    }
  }

  async function resend() {
    const user = firebaseAuth().currentUser;
    if (!user) return;
    try {
      await sendVerificationEmail(user);
      setNotice({ severity: 'success', text: translate('auth.verificationEmailSuccess') });
    } catch (e) {
      setNotice({ severity: 'error', text: authErrorMessage(e, translate) });
    }
  }

  return (
    <AuthCard title={translate('auth.emailUnverifiedTitle')}>
      {notice && (
        <Alert severity={notice.severity} role="alert">
          {notice.text}
        </Alert>
      )}
      <Typography>{translate('auth.emailUnverifiedMessage', { email })}</Typography>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button variant="contained" onClick={() => void check()}>
          {translate('auth.emailUnverifiedCheck')}
        </Button>
        <Button variant="outlined" onClick={() => void resend()}>
          {translate('auth.resendVerification')}
        </Button>
        <Button onClick={() => void signOutEverywhere()}>{translate('app.signOut')}</Button>
      </Stack>
    </AuthCard>
  );
}
