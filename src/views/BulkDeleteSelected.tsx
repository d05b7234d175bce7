/** Deletes the selection after a confirmation; the server refuses all of it if any record is still referenced. */
import { BulkDeleteButton, useListContext, useNotify, useRefresh } from 'react-admin';
import type { ResourceDefinition } from '../../resources';

export function BulkDeleteSelected({ resource }: { resource: ResourceDefinition }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(`entities.${resource.name}.destroyAll.success`, { type: 'success' });
          onUnselectItems();
          refresh();
        },
        onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
      }}
    />
  );
}
