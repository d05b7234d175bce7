/** Shows the message announced by an auth screen that is gone now (auth-notice.ts). */
import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'ra-core';
import { dismissNotice, usePendingNotice } from './auth-notice';

export function AuthNotice() {
  const translate = useTranslate();
  const key = usePendingNotice();
  return (
    <Snackbar
      open={key !== undefined}
      autoHideDuration={6000}
      onClose={dismissNotice}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={dismissNotice}>
        {key && translate(key)}
      </Alert>
    </Snackbar>
  );
}
