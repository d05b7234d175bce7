/** The users list's bulk actions (iamEdit): enable, disable, remove roles; each clears the selection when done. */
import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, useListContext } from 'react-admin';
import { RemoveRolesButton } from './RemoveRolesButton';
import { useSetUsersStatus } from './useSetUsersStatus';

export function UserBulkActions() {
  const { selectedIds, onUnselectItems } = useListContext();
  const setStatus = useSetUsersStatus();
  const [busy, setBusy] = useState(false);
  const run = async (disabled: boolean) => {
    setBusy(true);
    const done = await setStatus(
      selectedIds,
      disabled,
      disabled ? 'iam.doDisableAllSuccess' : 'iam.doEnableAllSuccess',
    );
    setBusy(false);
    if (done) onUnselectItems();
  };
  return (
    <>
      <Button label="iam.enable" onClick={() => run(false)} disabled={busy}>
        <CheckCircleIcon />
      </Button>
      <Button label="iam.disable" onClick={() => run(true)} disabled={busy}>
        <BlockIcon />
      </Button>
      <RemoveRolesButton />
    </>
  );
}
