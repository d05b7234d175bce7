/**
 * The app's Export (every matching row, unpaginated, as .xlsx) over every product on hand, by
 * customer: the list context it reads its filter and sort from is this page's scope, not a List's.
 */
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { ExportButton } from '../../views/export/ExportButton';

const onHand = { filter: { inventoryRange: [1, ''] }, filterValues: {}, sort: { field: 'customer', order: 'ASC' } };

export function InventoryExportButton({ resource }: { resource: ResourceDefinition }) {
  return (
    <ListContextProvider value={onHand as unknown as ListControllerResult}>
      <ExportButton resource={resource} />
    </ListContextProvider>
  );
}
