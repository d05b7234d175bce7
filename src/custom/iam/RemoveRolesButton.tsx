/** Bulk "Remove roles": pick roles (or all of them) for the selected users, confirm, then DELETE /api/iam. */
import { useState } from 'react';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { optionLabel } from '../../views/fields/option-label';
import { RemoveRolesDialog } from './RemoveRolesDialog';
import { removeRoles, selectedEmails, type RoleRemoval } from './remove-roles';
import { rolesField } from './roles-field';

export function RemoveRolesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [picking, setPicking] = useState(false);
  const [removal, setRemoval] = useState<RoleRemoval | null>(null);
  const [busy, setBusy] = useState(false);
  const names = removal?.all
    ? translate('iam.users.allRoles')
    : (removal?.roles ?? []).map((role) => optionLabel(translate, rolesField, role)).join(', ');

  const confirm = async () => {
    if (!removal) return;
    setBusy(true);
    try {
      const emails = await selectedEmails(
        selectedIds,
        data,
        async (id) => (await dataProvider.getOne('user', { id })).data,
      );
      await removeRoles(emails, removal);
      notify('iam.users.doRemoveAllSelectedSuccess', { type: 'success' });
      setRemoval(null);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="iam.users.removeRoles" onClick={() => setPicking(true)}>
        <RemoveModeratorIcon />
      </Button>
      {/* Mounted when opened, so each opening starts with nothing ticked. */}
      {picking && (
        <RemoveRolesDialog
          open
          count={selectedIds.length}
          onClose={() => setPicking(false)}
          onChoose={(chosen) => {
            setPicking(false);
            setRemoval(chosen);
          }}
        />
      )}
      <Confirm
        isOpen={removal !== null}
        loading={busy}
        title="iam.users.confirmTitle"
        content={translate('iam.users.confirmContent', { roles: names, smart_count: selectedIds.length })}
        onConfirm={confirm}
        onClose={() => setRemoval(null)}
      />
    </>
  );
}
