/**
 * Receipts add to a chemical's stock and uses take from it; deleting either takes it back.
 * A use, or the delete of a receipt, that would leave stock below zero is refused.
 */
import type { StoredRowOf } from '../../../resources';
import type { ResourceHooks } from '../records/hooks';
import { moveStocks } from './stock';

export const chemicalInHooks: ResourceHooks<StoredRowOf<'chemicalIn'>> = {
  async beforeCreate({ tx }, values) {
    await moveStocks(tx, [values], 1, 'errors.chemical.insufficientStock');
  },
  async beforeDelete({ tx }, rows) {
    await moveStocks(tx, rows, -1, 'errors.chemical.receiptUsed');
  },
};

export const chemicalOutHooks: ResourceHooks<StoredRowOf<'chemicalOut'>> = {
  async beforeCreate({ tx }, values) {
    await moveStocks(tx, [values], -1, 'errors.chemical.insufficientStock');
  },
  async beforeDelete({ tx }, rows) {
    await moveStocks(tx, rows, 1, 'errors.chemical.insufficientStock');
  },
};
