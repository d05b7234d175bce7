import { apiUnder, decimal, defineResource, text } from './kit/fields';
import { ledgerOperations, ledgerPermissions, movementFields } from './kit/chemistry-ledger';

/** A receipt of a chemical: adds its quantity to the chemical's stock. */
export default defineResource({
  name: 'chemicalIn',
  path: 'chemical-in',
  table: 'chemical_in',
  api: apiUnder('chemical-in'),
  fields: {
    ...movementFields(),
    lot: text(),
    supplier: text(),
    unitCost: decimal({ min: 0, max: 999_999_999, money: true }),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  operations: ledgerOperations,
  permissions: ledgerPermissions,
  // docs/product-spec.md#private-routes-and-permissions: a receipt is viewed at /chemical-in/{id}/view.
  view: { suffix: '/:id/view', permission: 'chemicalsEdit' },
  labelField: 'lot',
  defaultOrder: 'date_DESC',
  menu: { order: 94 },
});
