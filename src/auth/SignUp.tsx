import { useState, type FormEvent } from 'react';
import { Alert, Link, TextField } from '@mui/material';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { firebaseAuth } from '../providers/firebase';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './auth-errors';
import { CredentialsForm } from './CredentialsForm';
import { sendVerificationEmail } from './email-actions';
import { newPasswordProblem, passwordRule } from './password-rules';

export default function SignUp() {
  const translate = useTranslate();
  const location = useLocation();
  const [params] = useSearchParams();
  // An invitation links here with the invited address filled in.
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Nothing reaches Firebase until the rule holds and both entries agree.
    const problem = newPasswordProblem(password, confirmation, translate);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email.trim(), password);
      await sendVerificationEmail(user);
    } catch (e) {
      setError(authErrorMessage(e, translate));
      await signOut(firebaseAuth()).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={translate('auth.signup')}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <CredentialsForm
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
        onSubmit={submit}
        submitLabel={translate('auth.signup')}
        busy={busy}
        newPassword
        passwordHelp={passwordRule(translate)}
      >
        <TextField
          label={translate('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </CredentialsForm>
      <Link component={RouterLink} to="/auth/signin" state={location.state}>
        {translate('auth.haveAccount')}
      </Link>
    </AuthCard>
  );
}
