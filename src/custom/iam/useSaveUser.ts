/** Saving /iam/:id/edit: PUT /api/iam with what changed, then the users list; one's own record refreshes the header. */
import { useCallback } from 'react';
import { useRefresh, type RaRecord } from 'react-admin';
import users from '../../../resources/user';
import { currentUserOrNull, updateCurrentUser, type CurrentUser } from '../../auth/session-store';
import { dataProvider } from '../../providers/dataProvider';
import { useApiSave } from '../../views/useApiSave';
import { useRecordPaths } from '../../views/useRecordPaths';
import { userChanges } from './user-editable';

export function useSaveUser(stored: RaRecord | undefined) {
  const refresh = useRefresh();
  const pathOf = useRecordPaths();
  const save = useCallback(
    (values: Record<string, unknown>) =>
      dataProvider.updateUser({ id: stored?.id ?? values.id, ...userChanges(values, stored) }),
    [stored],
  );
  const onSaved = useCallback(
    (saved: CurrentUser) => {
      if (saved?.id && saved.id === currentUserOrNull()?.id) updateCurrentUser(saved);
      refresh();
    },
    [refresh],
  );
  // docs/product-spec.md#navigation-after-actions: after a save, the entity's list.
  return useApiSave(save, { success: 'iam.doUpdateSuccess', redirectTo: pathOf(users, 'list'), onSaved });
}
