/** The email-and-password form shared by sign-in and sign-up. */
import type { FormEvent, ReactNode } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

interface CredentialsFormProps {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  /** A new password (sign-up) rather than the current one, for password managers. */
  newPassword?: boolean;
  /** The password rule, stated under the field. */
  passwordHelp?: string;
  /** Extra controls between the fields and the button. */
  children?: ReactNode;
}

export function CredentialsForm(props: CredentialsFormProps) {
  const translate = useTranslate();
  return (
    <Box component="form" onSubmit={props.onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label={translate('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={props.email}
        onChange={(e) => props.onEmail(e.target.value)}
      />
      <TextField
        label={translate('auth.password')}
        type="password"
        required
        value={props.password}
        autoComplete={props.newPassword ? 'new-password' : 'current-password'}
        helperText={props.passwordHelp}
        onChange={(e) => props.onPassword(e.target.value)}
      />
      {props.children}
      <Button type="submit" variant="contained" disabled={props.busy}>
        {props.submitLabel}
      </Button>
    </Box>
  );
}
