/** PUT /api/iam/status: enables or disables users, says so and reloads what shows them. */
import { useCallback } from 'react';
import { useNotify, useRefresh, type Identifier } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';

export function useSetUsersStatus() {
  const notify = useNotify();
  const refresh = useRefresh();
  /** Answers whether the server accepted it; its refusal ("You can't disable yourself") is a toast. */
  return useCallback(
    async (ids: readonly Identifier[], disabled: boolean, successKey: string): Promise<boolean> => {
      try {
        await dataProvider.setUsersStatus(ids, disabled);
        notify(successKey, { type: 'success' });
        refresh();
        return true;
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        return false;
      }
    },
    [notify, refresh],
  );
}
