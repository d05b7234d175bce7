/**
 * A stock adjustment moves its product's on hand by its quantity, in its own transaction, and is
 * refused (nothing written) when that would leave on hand below zero; the product row is locked
 * first (inventory.ts), so concurrent adjustments queue. Who recorded it is the signed-in user.
 */
import type { StoredRowOf } from '../../../resources';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { moveInventory } from './inventory';

export const stockAdjustmentHooks: ResourceHooks<StoredRowOf<'stockAdjustment'>> = {
  async beforeCreate({ tx, actor }, values) {
    const quantity = Number(values.quantity);
    if (quantity === 0) throw badRequest('errors.stockAdjustment.zero');
    values.recordedBy = actor.email;
    await moveInventory(tx, values.product, quantity);
  },
};
