/**
 * A shipper records a customer's parts received: its quantity adds to the product's
 * inventory, and can never drop below what its packing lists already took.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { numberArg } from '../../../resources/kit/messages';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { moveInventory } from './inventory';

type ShipperRow = StoredRowOf<'shipper'>;

const quantityOf = (row: ShipperRow) => Number(row.quantity ?? 0);

async function packingCount(tx: Database, shipperId: string): Promise<number> {
  const packing = declaredTables.packing;
  const [{ total }] = await tx.select({ total: count() }).from(packing).where(eq(packing.shipper, shipperId));
  return Number(total);
}

/** How many jobs took parts of the shipper, and how many parts they hold. */
async function jobsOf(tx: Database, shipperId: string): Promise<{ jobs: number; parts: number }> {
  const { job } = declaredTables;
  const [row] = await tx
    .select({ jobs: count(), parts: sql<number>`coalesce(sum(${job.quantity}), 0)::int` })
    .from(job)
    .where(eq(job.shipper, shipperId));
  return { jobs: Number(row.jobs), parts: Number(row.parts) };
}

export const shipperHooks: ResourceHooks<ShipperRow> = {
  async beforeCreate(_ctx, values) {
    values.packed = 0;
  },
  async afterCreate({ tx }, row) {
    await moveInventory(tx, row.product, quantityOf(row));
  },
  async beforeUpdate({ tx }, before, values) {
    const packed = Number(before.packed ?? 0);
    if (quantityOf(values) < packed)
      throw badRequest('errors.shipper.quantityBelowPacked', { packed: numberArg(packed) });
    // Its packing lists and jobs carry its customer and part; they cannot change under them. Its row is
    // locked, and a job is made only with it locked, so the jobs read here stay as they are.
    const jobs = await jobsOf(tx, before.id);
    if (quantityOf(values) < jobs.parts)
      throw badRequest('errors.shipper.quantityBelowJobs', { parts: numberArg(jobs.parts) });
    const moved = values.customer !== before.customer || values.product !== before.product;
    if (moved && (jobs.jobs > 0 || (await packingCount(tx, before.id)) > 0))
      throw badRequest('errors.shipper.hasPackings');
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
