/**
 * A job takes parts of one shipper: the jobs of a shipper never hold more than it received, a job never
 * less than its packing lists shipped, and it keeps the shipper it was made from. Its steps are copied
 * from the part's process when made; its status is the server's (docs/domain-rules.md#jobs).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { numberArg, type MessageDescriptor } from '../../../resources/kit/messages';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { jobStatusOf } from './job-status';
import { processOf } from './job-steps';

type JobRow = StoredRowOf<'job'>;

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Locks the shipper (packing lists lock it too, so jobs and packings of one shipper queue) and reads it. */
async function lockedShipper(tx: Database, shipperId: string) {
  const { shipper } = declaredTables;
  const [row] = await tx
    .select({
      valueID: shipper.valueID,
      quantity: shipper.quantity,
      customer: shipper.customer,
      product: shipper.product,
    })
    .from(shipper)
    .where(eq(shipper.id, shipperId))
    .for('update');
  return row;
}

/** Refuses a job that would take the shipper's jobs past what it received. */
async function checkShipperHolds(tx: Database, values: JobRow, ownId?: string): Promise<void> {
  if (typeof values.shipper !== 'string') return;
  const shipper = await lockedShipper(tx, values.shipper);
  if (!shipper) return; // a missing shipper is the foreign key's refusal
  const { job } = declaredTables;
  const others = ownId ? and(eq(job.shipper, values.shipper), ne(job.id, ownId)) : eq(job.shipper, values.shipper);
  const [{ taken }] = await tx
    .select({ taken: sql<number>`coalesce(sum(${job.quantity}), 0)::int` })
    .from(job)
    .where(others);
  const remaining = Math.max((shipper.quantity ?? 0) - Number(taken), 0);
  if (Number(values.quantity ?? 0) > remaining)
    throw badRequest('errors.job.exceedsShipper', {
      remaining: numberArg(remaining),
      shipper: String(shipper.valueID),
    });
  Object.assign(values, { customer: shipper.customer, product: shipper.product });
}

/** A skipped step says why; a held job says why. All reported at once. */
function checkReasons(values: JobRow): void {
  const errors: Record<string, MessageDescriptor> = {};
  if (values.hold === true && blank(values.holdReason)) errors.holdReason = { key: 'validation.jobHoldReason' };
  (Array.isArray(values.steps) ? values.steps : []).forEach((step, index) => {
    if (step?.status === 'skipped' && blank(step.reason))
      errors[`steps.${index}.reason`] = { key: 'validation.jobSkipReason' };
  });
  if (Object.keys(errors).length) throw new ValidationFailed('job', errors);
}

export const jobHooks: ResourceHooks<JobRow> = {
  async beforeCreate({ tx }, values) {
    checkReasons(values);
    await checkShipperHolds(tx, values);
    const process = typeof values.product === 'string' ? await processOf(tx, values.product) : null;
    // Steps given with the job (an import, a form that changed them) are its own; else the part's.
    if (process && (!Array.isArray(values.steps) || values.steps.length === 0))
      values.steps = process.steps as JobRow['steps'];
    Object.assign(values, { specification: process?.specification ?? null, shipped: 0 });
    values.status = jobStatusOf(values);
  },
  async beforeUpdate({ tx }, before, values) {
    const moved = values.shipper !== before.shipper;
    // Made from the wrong shipper by mistake: corrected while none of its parts has shipped.
    if (moved && Number(before.shipped ?? 0) > 0)
      throw badRequest('errors.job.shipperFixed', { job: String(before.valueID) });
    checkReasons(values);
    const shipped = Number(before.shipped ?? 0);
    if (Number(values.quantity ?? 0) < shipped)
      throw badRequest('errors.job.belowShipped', { shipped: numberArg(shipped) });
    Object.assign(values, { customer: before.customer, product: before.product, shipped });
    if (moved || Number(values.quantity) > Number(before.quantity)) await checkShipperHolds(tx, values, before.id);
    if (values.product !== before.product && typeof values.product === 'string') {
      const process = await processOf(tx, values.product);
      values.specification = process.specification;
      // Steps left as they were are the old part's: the new part's process replaces them.
      if (JSON.stringify(values.steps) === JSON.stringify(before.steps))
        values.steps = process.steps as JobRow['steps'];
    } else values.specification = before.specification;
    values.status = jobStatusOf(values);
  },
};
