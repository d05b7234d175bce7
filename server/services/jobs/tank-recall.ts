/**
 * The recall list (docs/domain-rules.md#traceability): for a tank and a period (an out-of-control
 * result), every job a step record says went through it then, and the packing lists that shipped
 * those jobs' parts. Step records are read by their tank's index.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { RecallJob, TankRecall } from '../../../resources/kit/trace';
import type { PackingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

type JobRow = Omit<RecallJob, 'packings'>;

/** The tank's recall list from `from` to `to` (days, both included), or null when there is no such tank. */
export async function tankRecall(db: Database, tankId: string, from: string, to: string): Promise<TankRecall | null> {
  const { tank, stepRecord: r, job, customer, packing } = declaredTables;
  const [found] = await db.select({ id: tank.id, label: tank.name }).from(tank).where(eq(tank.id, tankId));
  if (!found) return null;
  const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const result = await db.execute(sql`
    select ${job.id} as id, ${job.valueID} as "valueID", ${customer.name} as customer,
      ${iso(sql`min(${r.createdAt})`)} as first, ${iso(sql`max(${r.createdAt})`)} as last,
      array_agg(distinct ${r.step} order by ${r.step}) as steps
    from ${r} join ${job} on ${job.id} = ${r.job} join ${customer} on ${customer.id} = ${job.customer}
    where ${r.tank} = ${tankId}::uuid
      and ${r.createdAt} >= ${from}::date and ${r.createdAt} < ${to}::date + 1
    group by ${job.id}, ${customer.name}
    order by min(${r.createdAt})`);
  const jobs = (result as unknown as { rows: JobRow[] }).rows;
  const shipped = jobs.length
    ? await db
        .select({
          id: packing.id,
          valueID: packing.valueID,
          date: packing.date,
          status: packing.status,
          job: packing.job,
        })
        .from(packing)
        .where(
          inArray(
            packing.job,
            jobs.map((each) => each.id),
          ),
        )
        .orderBy(packing.valueID)
    : [];
  return {
    tank: found,
    from,
    to,
    jobs: jobs.map((each) => ({
      ...each,
      packings: shipped
        .filter((p) => p.job === each.id)
        .map((p) => ({ id: p.id, valueID: p.valueID ?? 0, date: String(p.date), status: p.status as PackingStatus })),
    })),
  };
}
