/**
 * A product's on hand is never typed (README "Inventory"): it starts at the opening stock given on
 * create or import, which stays fixed, and moves only with shippers, packing lists and stock adjustments.
 */
import type { StoredRowOf } from '../../../resources';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';

export const productHooks: ResourceHooks<StoredRowOf<'product'>> = {
  refuseInput(data) {
    if (typeof data === 'object' && data !== null && 'inventory' in data)
      throw badRequest('errors.product.inventoryLedger');
  },
  async beforeCreate(_ctx, values) {
    values.openingStock = Number(values.openingStock ?? 0);
    values.inventory = values.openingStock;
  },
  async beforeUpdate(_ctx, before, values) {
    if (Number(values.openingStock ?? 0) !== Number(before.openingStock ?? 0))
      throw badRequest('errors.product.openingStockFixed');
  },
};
