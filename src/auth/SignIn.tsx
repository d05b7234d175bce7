import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  FacebookAuthProvider,
  GoogleAuthProvider,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  TwitterAuthProvider,
  type AuthProvider,
} from 'firebase/auth';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { firebaseAuth } from '../providers/firebase';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './auth-errors';
import { CredentialsForm } from './CredentialsForm';
import { useSession } from './useSession';

const socialProviders: [string, () => AuthProvider][] = [
  ['google', () => new GoogleAuthProvider()],
  ['facebook', () => new FacebookAuthProvider()],
  ['twitter', () => new TwitterAuthProvider()],
];

export default function SignIn() {
  const translate = useTranslate();
  const location = useLocation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Why the app, or Firebase, ended the last session ('Your account is disabled'), until a new attempt.
  const ended =
    session.status === 'signedOut' ? (session.error ?? (session.errorKey && translate(session.errorKey))) : undefined;
  const shownError = error ?? ended;

  async function attempt(signIn: () => Promise<unknown>) {
    setBusy(true);
    setError(undefined);
    try {
      const auth = firebaseAuth();
      // Spec: local persistence with "remember me", otherwise for this browser session only.
      await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
      await signIn();
    } catch (e) {
      setError(authErrorMessage(e, translate));
      await signOut(firebaseAuth()).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => signInWithEmailAndPassword(firebaseAuth(), email.trim(), password));
  };

  return (
    <AuthCard title={translate('auth.signin')}>
      {shownError && <Alert severity="error">{shownError}</Alert>}
      <CredentialsForm
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
        onSubmit={submit}
        submitLabel={translate('auth.signin')}
        busy={busy}
      >
        {/* Said up front: without it a second tab asks to sign in again (session persistence, above). */}
        <Box>
          <FormControlLabel
            label={translate('auth.rememberMe')}
            control={
              <Checkbox
                checked={rememberMe}
                onChange={(e) => setRememberMe(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'remember-me-hint' } }}
              />
            }
          />
          <FormHelperText id="remember-me-hint" sx={{ mt: 0 }}>
            {translate(rememberMe ? 'auth.rememberMeOn' : 'auth.rememberMeOff')}
          </FormHelperText>
        </Box>
      </CredentialsForm>
      <Typography variant="body2" color="text.secondary">
        {translate('auth.socialSignin')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {socialProviders.map(([name, provider]) => (
          <Button
            key={name}
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void attempt(() => signInWithPopup(firebaseAuth(), provider(), browserPopupRedirectResolver))
            }
          >
            {translate(`auth.${name}`)}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Link component={RouterLink} to="/auth/forgot-password">
          {translate('auth.forgotPassword')}
        </Link>
        <Link component={RouterLink} to="/auth/signup" state={location.state}>
          {translate('auth.noAccount')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
