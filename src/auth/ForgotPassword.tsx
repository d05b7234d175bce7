import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './auth-errors';
import { sendResetEmail } from './email-actions';

export default function ForgotPassword() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await sendResetEmail(email.trim());
      setResult({ ok: true, text: translate('auth.passwordResetEmailSuccess') });
    } catch (e) {
      const code = (e as { code?: string }).code;
      const text =
        code === 'auth/user-not-found' ? translate('errors.auth.emailNotRecognized') : authErrorMessage(e, translate);
      setResult({ ok: false, text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={translate('auth.forgotPasswordTitle')}>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={translate('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('auth.sendResetEmail')}
        </Button>
      </Box>
      <Link component={RouterLink} to="/auth/signin">
        {translate('auth.backToSignin')}
      </Link>
    </AuthCard>
  );
}
