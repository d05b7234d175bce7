/** Saving /iam/:id/edit: PUT /api/iam with what changed, then the users list; one's own record refreshes the header. */
import { useCallback } from 'react';
import { useNotify, useRedirect, useRefresh, type RaRecord } from 'react-admin';
import { currentUserOrNull, updateCurrentUser, type CurrentUser } from '../../auth/session-store';
import { apiFetch } from '../../providers/api';
import { userChanges } from './user-editable';

export function useSaveUser(stored: RaRecord | undefined) {
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  return useCallback(
    async (values: Record<string, unknown>) => {
      const id = stored?.id ?? values.id;
      try {
        const data = { id, ...userChanges(values, stored) };
        const saved = await apiFetch<CurrentUser>('iam', { method: 'PUT', body: { data } });
        if (saved?.id && saved.id === currentUserOrNull()?.id) updateCurrentUser(saved);
        notify('iam.doUpdateSuccess', { type: 'success' });
        refresh();
        // docs/product-spec.md#navigation-after-actions: after a save, the entity's list.
        redirect('/iam');
        return undefined;
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        return (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      }
    },
    [stored, notify, redirect, refresh],
  );
}
