/**
 * What POST /api/iam answered, address by address: the invitation email went out, or it did not
 * and here is the sign-up link to pass on (with a copy button), or the person already had an
 * account and only got the roles. Shown as a notification that stays until closed when a link is in it.
 */
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useCloseNotification, useTranslate } from 'react-admin';
import type { InvitedUser } from '../../../resources/kit/current-user-answer';

function CopyLink({ link }: { link: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap">
      <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '0.8rem' }}>
        {link}
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
      >
        {translate(copied ? 'iam.new.copied' : 'iam.new.copy')}
      </Button>
    </Stack>
  );
}

export function InvitationReport({ users }: { users: InvitedUser[] }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  const allSent = users.every((user) => !user.invitation || user.invitation.email === 'sent');
  return (
    // The standard variant: dark text on a light tint reads well in both severities.
    <Alert
      severity={allSent ? 'success' : 'warning'}
      onClose={close}
      sx={{ maxWidth: 560, boxShadow: 6, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{translate('iam.doAddSuccess')}</AlertTitle>
      <Stack component="ul" gap={1} sx={{ m: 0, pl: 2 }}>
        {users.map(({ email, invitation }) => (
          <li key={email}>
            <Typography variant="body2">
              <strong>{email}</strong>: {translate(invitation ? `iam.new.${invitation.email}` : 'iam.new.existing')}
            </Typography>
            {invitation?.signUpLink && <CopyLink link={invitation.signUpLink} />}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
