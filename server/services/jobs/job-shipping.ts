/**
 * What a job shipped: its Active packing lists' parts, never past its quantity, never while it is held.
 * The job row is locked before its shipper (docs/domain-rules.md#jobs), the order a job's own edit takes,
 * so a packing list and an edit of its job queue rather than deadlock.
 */
import { eq, inArray } from 'drizzle-orm';
import { numberArg } from '../../../resources/kit/messages';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest } from '../../errors';
import { jobStatusOf } from './job-status';

/** Locks the jobs in one global order (by id). */
export async function lockJobs(tx: Database, ids: unknown[]): Promise<void> {
  const { job } = declaredTables;
  const sorted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))].sort();
  if (sorted.length)
    await tx.select({ id: job.id }).from(job).where(inArray(job.id, sorted)).orderBy(job.id).for('update');
}

/** Moves `delta` parts into (or out of) the job's shipped count, refusing to pass its quantity. */
export async function shipFromJob(tx: Database, jobId: unknown, delta: number): Promise<void> {
  if (!delta || typeof jobId !== 'string') return;
  const { job } = declaredTables;
  const [row] = await tx.select().from(job).where(eq(job.id, jobId)).for('update');
  if (!row) return; // a missing job is the foreign key's refusal
  const shipped = Number(row.shipped ?? 0) + delta;
  if (delta > 0 && row.hold) throw badRequest('errors.job.onHold', { job: String(row.valueID) });
  if (delta > 0 && shipped > row.quantity)
    throw badRequest('errors.job.exceeds', {
      job: String(row.valueID),
      remaining: numberArg(Math.max(row.quantity - Number(row.shipped ?? 0), 0)),
    });
  await tx
    .update(job)
    .set({ shipped, status: jobStatusOf({ ...row, shipped }) })
    .where(eq(job.id, jobId));
}
