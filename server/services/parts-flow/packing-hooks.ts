/**
 * A packing list ships parts of one shipper back. While Active it counts toward the
 * shipper's `packed` (never past its quantity) and takes its parts off inventory (never below
 * zero); Void releases both. The shipper row is locked first, so concurrent packings queue.
 */
import { eq, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { numberArg } from '../../../resources/kit/messages';
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { checkInvoicedPackingChange } from '../billing/invoiced-packing';
import { lockJobs, shipFromJob } from '../jobs/job-shipping';
import { moveInventory } from './inventory';

type PackingRow = StoredRowOf<'packing'>;

const activeQuantity = (row: PackingRow) => (row.status === packingStatus.Active ? Number(row.quantity ?? 0) : 0);

/** Moves `delta` parts into (or out of) the shipper's packed count, refusing to pass its quantity. */
async function pack(tx: Database, shipperId: unknown, delta: number): Promise<void> {
  if (!delta || typeof shipperId !== 'string') return;
  const shipper = declaredTables.shipper;
  const [row] = await tx
    .select({ packed: shipper.packed, quantity: shipper.quantity })
    .from(shipper)
    .where(eq(shipper.id, shipperId))
    .for('update');
  if (!row) return; // a missing shipper is the foreign key's refusal
  const packed = Number(row.packed ?? 0);
  const quantity = row.quantity ?? 0;
  if (delta > 0 && packed + delta > quantity) {
    throw badRequest('errors.packing.exceedsShipper', { remaining: numberArg(Math.max(quantity - packed, 0)) });
  }
  await tx
    .update(shipper)
    .set({ packed: sql`coalesce(${shipper.packed}, 0) + ${delta}` })
    .where(eq(shipper.id, shipperId));
}

/**
 * What the slip prints of its shipper (received, remaining after this packing list), kept on the packing
 * list as it stands now (its shipper row is locked): a packing list made later never changes a printed slip.
 */
async function keepSlipFigures(tx: Database, values: PackingRow): Promise<void> {
  if (typeof values.shipper !== 'string') return;
  const shipper = declaredTables.shipper;
  const [row] = await tx
    .select({ packed: shipper.packed, quantity: shipper.quantity })
    .from(shipper)
    .where(eq(shipper.id, values.shipper));
  if (!row) return;
  const received = row.quantity ?? 0;
  Object.assign(values, { received, remaining: Math.max(0, received - Number(row.packed ?? 0)) });
}

/** An edit that moves what it takes from its shipper: its quantity, its shipper, or back to Active. */
const movesShipper = (before: PackingRow, values: PackingRow) =>
  values.status === packingStatus.Active &&
  (before.status !== values.status ||
    before.shipper !== values.shipper ||
    Number(before.quantity) !== Number(values.quantity));

/** Locks shippers in one global order (by id), so two packings swapping shippers cannot deadlock. */
async function lockShippers(tx: Database, ids: unknown[]): Promise<void> {
  const shipper = declaredTables.shipper;
  const sorted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))].sort();
  for (const id of sorted) await tx.select({ id: shipper.id }).from(shipper).where(eq(shipper.id, id)).for('update');
}

/** Moves what the packing list ships from its job: the difference on one job, else off one and onto the other. */
async function shipJobs(tx: Database, before: PackingRow, after: PackingRow): Promise<void> {
  if (before.job === after.job) return shipFromJob(tx, after.job, activeQuantity(after) - activeQuantity(before));
  await shipFromJob(tx, before.job, -activeQuantity(before));
  await shipFromJob(tx, after.job, activeQuantity(after));
}

// On hand moves after the write, once its shipper is known to carry its customer and part: that
// refusal names what to fix, where "below zero" on the wrong part would mislead.
export const packingHooks: ResourceHooks<PackingRow> = {
  async beforeCreate({ tx }, values) {
    // Jobs before shippers, the order a job's own edit locks them in.
    await lockJobs(tx, [values.job]);
    await pack(tx, values.shipper, activeQuantity(values));
    await shipFromJob(tx, values.job, activeQuantity(values));
    await keepSlipFigures(tx, values);
  },
  async afterCreate({ tx }, row) {
    await moveInventory(tx, row.product, -activeQuantity(row));
  },
  async beforeUpdate({ tx }, before, values) {
    await checkInvoicedPackingChange(tx, before, values);
    await lockJobs(tx, [before.job, values.job]);
    await lockShippers(tx, [before.shipper, values.shipper]);
    await pack(tx, before.shipper, -activeQuantity(before));
    await pack(tx, values.shipper, activeQuantity(values));
    await shipJobs(tx, before, values);
    if (movesShipper(before, values)) await keepSlipFigures(tx, values);
    else Object.assign(values, { received: before.received, remaining: before.remaining });
  },
  async afterUpdate({ tx }, before, after) {
    await moveInventory(tx, before.product, activeQuantity(before));
    await moveInventory(tx, after.product, -activeQuantity(after));
  },
  async beforeDelete({ tx }, rows) {
    await lockJobs(
      tx,
      rows.map((row) => row.job),
    );
    await lockShippers(
      tx,
      rows.map((row) => row.shipper),
    );
    for (const row of rows) {
      await pack(tx, row.shipper, -activeQuantity(row));
      await shipFromJob(tx, row.job, -activeQuantity(row));
      await moveInventory(tx, row.product, activeQuantity(row));
    }
  },
};
