/**
 * A shipper records a customer's parts received: its quantity adds to the product's
 * inventory, and can never drop below what its packing lists already took.
 */
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../hooks';
import { moveInventory } from './inventory';

const quantityOf = (row: Record<string, unknown>) => Number(row.quantity ?? 0);

export const shipperHooks: ResourceHooks = {
  async beforeCreate(_ctx, values) {
    values.packed = 0;
  },
  async afterCreate({ tx }, row) {
    await moveInventory(tx, row.product, quantityOf(row));
  },
  async beforeUpdate(_ctx, before, values) {
    const packed = Number(before.packed ?? 0);
    if (quantityOf(values) < packed) throw badRequest('errors.shipper.quantityBelowPacked', { packed });
  },
  async afterUpdate({ tx }, before, after) {
    if (before.product === after.product) {
      await moveInventory(tx, after.product, quantityOf(after) - quantityOf(before));
    } else {
      await moveInventory(tx, before.product, -quantityOf(before));
      await moveInventory(tx, after.product, quantityOf(after));
    }
  },
  async beforeDelete({ tx }, rows) {
    for (const row of rows) await moveInventory(tx, row.product, -quantityOf(row));
  },
};
