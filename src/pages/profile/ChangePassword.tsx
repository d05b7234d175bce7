/**
 * /profile's password change: Firebase wants a recent sign-in for it, so the current password is
 * checked first (reauthenticateWithCredential), then the new one is set (updatePassword).
 * Accounts without a password (social sign-in only) have nothing to change here.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, type User } from 'firebase/auth';
import { useNotify, useTranslate } from 'react-admin';
import { authErrorMessage } from '../../auth/auth-errors';
import { newPasswordProblem, passwordRule } from '../../auth/password-rules';

const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);
const blank = { current: '', next: '', confirmation: '' };

/** `user`: the signed-in Firebase user (the session's). */
export function ChangePassword({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!user.email || !user.providerData.some((provider) => provider.providerId === 'password')) return null;
  const email = user.email;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(values.next, values.confirmation, translate);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, values.current));
    } catch (e) {
      const code = (e as { code?: string }).code ?? '';
      setError(
        WRONG_PASSWORD.has(code) ? translate('auth.changePassword.wrongCurrent') : authErrorMessage(e, translate),
      );
      setBusy(false);
      return;
    }
    try {
      await updatePassword(user, values.next);
      setValues(blank);
      notify('auth.passwordChangeSuccess', { type: 'success' });
    } catch (e) {
      setError(authErrorMessage(e, translate));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof blank, label: string, autoComplete: string, helperText?: string) => (
    <TextField
      label={translate(label)}
      type="password"
      required
      autoComplete={autoComplete}
      helperText={helperText}
      value={values[name]}
      onChange={(e) => setValues((before) => ({ ...before, [name]: e.target.value }))}
    />
  );
  const title = translate('auth.changePassword.title');
  return (
    // On phones react-admin fixes the profile form's Save bar to the bottom: room to scroll past it.
    <Card sx={{ mt: 2, mb: { xs: 9, sm: 0 } }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          aria-label={title}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
        >
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {/* For password managers: whose password this is. */}
          <input type="email" autoComplete="username" value={email} readOnly hidden />
          {field('current', 'auth.changePassword.current', 'current-password')}
          {field('next', 'auth.changePassword.new', 'new-password', passwordRule(translate))}
          {field('confirmation', 'auth.changePassword.confirm', 'new-password')}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {title}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
