/**
 * The home page's jobs section (docs/domain-rules.md#jobs): how many jobs are on hold, late (due
 * before today and not shipped) and ready to ship, each what the job list shows under that filter.
 */
import { and, count, eq, lt, ne } from 'drizzle-orm';
import type { JobQueueCounts } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

export async function jobsSection(db: Database, today: string): Promise<JobQueueCounts> {
  const { job } = declaredTables;
  const counted = async (where: ReturnType<typeof eq>) =>
    Number((await db.select({ n: count() }).from(job).where(where))[0].n);
  const [onHold, late, readyToShip] = await Promise.all([
    counted(eq(job.status, 'onHold')),
    counted(and(ne(job.status, 'shipped'), lt(job.dueDate, today))!),
    counted(eq(job.status, 'readyToShip')),
  ]);
  return { onHold, late, readyToShip, today };
}
