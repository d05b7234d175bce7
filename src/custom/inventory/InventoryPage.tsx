/** /inventory: parts on hand, by customer, with totals (DESIGN.md section 3); exportable. */
import { List, TopToolbar, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { defineResource } from '../../../resources/kit/fields';
import { ExportButton } from '../../views/export/ExportButton';
import { InventoryTable } from './InventoryTable';

/** The product declaration, exported under its own name with the columns this page shows. */
const inventoryExport = defineResource({
  ...resources.product,
  exportName: 'inventory',
  exportFields: ['customer', 'part', 'name', 'inventory'],
});

export default function InventoryPage() {
  const translate = useTranslate();
  return (
    <List
      resource="product"
      title={translate('app.inventory')}
      filter={{ inventoryRange: [1, ''] }}
      sort={{ field: 'customer', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      storeKey="inventory"
      disableSyncWithLocation
      actions={<TopToolbar><ExportButton resource={inventoryExport} /></TopToolbar>}
      empty={<InventoryTable />}
    >
      <InventoryTable />
    </List>
  );
}
