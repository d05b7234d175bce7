import { apiUnder, choice, date, defineResource, integer, reference, text } from './kit/fields';

/** Why a product's on-hand count was corrected by hand. */
export const adjustmentReasons = ['count', 'scrap', 'found', 'customerReturn'] as const;

/**
 * A correction of a product's parts on hand (a count, scrap, parts found, a customer return). A ledger,
 * like invoice payments: recorded and viewed, never edited or deleted; the server moves the product's
 * on hand in the same transaction and refuses one that would take it below zero
 * (server/services/parts-flow/stock-adjustment-hooks.ts).
 */
export default defineResource({
  name: 'stockAdjustment',
  path: 'stock-adjustment',
  table: 'stock_adjustment',
  api: apiUnder('stock-adjustment'),
  fields: {
    product: reference('product', { required: true }),
    date: date({ required: true }),
    // Parts added (positive) or taken off (negative); never zero.
    quantity: integer({ required: true, min: -1_000_000_000, max: 1_000_000_000 }),
    reason: choice(adjustmentReasons, { required: true, optionLabels: 'resources.stockAdjustment.reasons' }),
    notes: text({ max: 2000, multiline: true, list: false }),
    // Who recorded it (their email), set by the server.
    recordedBy: text({ readOnly: true }),
  },
  operations: ['list', 'get', 'create'],
  // Moving on hand is editing the product: its editors record adjustments, whoever reads it sees them.
  permissions: { read: 'productRead', create: 'productEdit' },
  labelField: 'reason',
  defaultOrder: 'date_DESC',
});
