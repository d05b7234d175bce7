import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { createUserWithEmailAndPassword, sendEmailVerification, signOut } from 'firebase/auth';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { firebaseAuth } from '../providers/firebase';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './auth-errors';

export default function SignUp() {
  const translate = useTranslate();
  const location = useLocation();
  const [params] = useSearchParams();
  // An invitation links here with the invited address filled in.
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email.trim(), password);
      await sendEmailVerification(user);
    } catch (e) {
      setError(authErrorMessage(e, translate));
      await signOut(firebaseAuth()).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={translate('auth.signup')}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField label={translate('auth.email')} type="email" autoComplete="email" required value={email}
          onChange={(e) => setEmail(e.target.value)} />
        <TextField label={translate('auth.password')} type="password" autoComplete="new-password" required
          value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="contained" disabled={busy}>{translate('auth.signup')}</Button>
      </Box>
      <Link component={RouterLink} to="/auth/signin" state={location.state}>{translate('auth.haveAccount')}</Link>
    </AuthCard>
  );
}
