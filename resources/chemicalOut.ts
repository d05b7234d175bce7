import { apiUnder, defineResource, reference, text } from './kit/fields';
import { ledgerOperations, ledgerPermissions, movementFields } from './kit/chemistry-ledger';

/** A use of a chemical (a tank addition): takes its quantity off stock, never below zero. */
export default defineResource({
  name: 'chemicalOut',
  path: 'chemical-out',
  table: 'chemical_out',
  api: apiUnder('chemical-out'),
  fields: {
    ...movementFields(),
    // The tank it went into; imports name it (docs/domain-rules.md#receipts-and-uses).
    tank: reference('tank'),
    // Set when the use was recorded by "Use recipe"; optional for a use by hand.
    recipe: reference('recipe'),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  operations: ledgerOperations,
  permissions: ledgerPermissions,
  labelField: 'date',
  defaultOrder: 'date_DESC',
  menu: { order: 96 },
});
