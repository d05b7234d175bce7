/** docs/product-spec.md#navigation-after-actions: back to the list after save or delete, or when a record cannot load. */
import { useNotify, useRedirect } from 'react-admin';
import type { ResourceDefinition } from '../../resources';

export function useResourceNavigation(resource: ResourceDefinition) {
  const notify = useNotify();
  const redirect = useRedirect();
  const toList = () => redirect(`/${resource.path}`);
  return {
    onSaved: () => {
      notify(`entities.${resource.name}.save.success`, { type: 'success' });
      toList();
    },
    onDeleted: () => {
      notify(`entities.${resource.name}.destroy.success`, { type: 'success' });
      toList();
    },
    onLoadFailed: (error: unknown) => {
      notify((error as Error).message, { type: 'error' });
      toList();
    },
    onFailed: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
}
