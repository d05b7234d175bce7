/**
 * Deletes the selection after a confirmation that says how many of what ("Delete 3 customers?");
 * the server refuses all of it, naming the records still in use, if any of them is referenced.
 */
import { BulkDeleteButton, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources';

export function BulkDeleteSelected({ resource }: { resource: ResourceDefinition }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const smart_count = selectedIds.length;
  const name = translate(`resources.${resource.name}.name`, { smart_count }).toLocaleLowerCase();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      // Elements, not strings: the dialog would run a string through translate again.
      confirmTitle={<>{translate('list.confirmDeleteTitle', { smart_count, name })}</>}
      confirmContent={<>{translate('list.confirmDeleteContent')}</>}
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
