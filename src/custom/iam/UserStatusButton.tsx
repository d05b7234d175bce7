/** Enables a disabled user or disables an enabled one (docs/domain-rules.md#statuses), then reloads the user. */
import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { useRecordContext, useTranslate } from 'react-admin';
import { mayChangeUser } from './owner-rules';
import { useSetUsersStatus } from './useSetUsersStatus';

export function UserStatusButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const setStatus = useSetUsersStatus();
  const [busy, setBusy] = useState(false);
  if (!record || !mayChangeUser(record)) return null;
  const disable = !record.disabled;
  const toggle = async () => {
    setBusy(true);
    await setStatus([record.id], disable, disable ? 'iam.doDisableSuccess' : 'iam.doEnableSuccess');
    setBusy(false);
  };
  return (
    <Button size="small" onClick={toggle} disabled={busy} startIcon={disable ? <BlockIcon /> : <CheckCircleIcon />}>
      {translate(disable ? 'iam.disable' : 'iam.enable')}
    </Button>
  );
}
