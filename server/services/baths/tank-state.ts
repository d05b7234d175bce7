/**
 * A tank's state (docs/domain-rules.md#chemistry): Out of control when the last analysis of any of
 * its parameters is outside the limits it was recorded against; else Not analysed when nothing was
 * analysed in the shop's analysisStaleDays (a setting, default 7); else In control. Kept on the tank
 * so lists filter by it.
 */
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { TankState } from '../../../resources/kit/bath-control';
import { defaultSettings } from '../../../resources/kit/settings';
import type { Database } from '../../db/client';
import { declaredTables, settings } from '../../db/tables';

// Read in the same statement, so a tank is judged by the setting its transaction sees.
const staleBefore = sql`current_date - coalesce(
  (select ${settings.analysisStaleDays} from ${settings} where ${settings.id} = 'default'), ${defaultSettings.analysisStaleDays}::int)`;

/** Recomputes one tank's state from its stored analyses, void ones left out. */
export async function refreshTankState(tx: Database, tankId: string): Promise<void> {
  const { tank, bathAnalysis: analysis } = declaredTables;
  const standing = sql`and not ${analysis.voided}`;
  // The last analysis of each parameter the tank still declares.
  const result = await tx.execute(sql`
    with last as (
      select distinct on (${analysis.parameter}) ${analysis.flag} as flag
      from ${analysis}
      where ${analysis.tank} = ${tankId}::uuid ${standing}
        and ${analysis.parameter} in (
          select p->>'parameter' from ${tank}, jsonb_array_elements(${tank.parameters}) p where ${tank.id} = ${tankId}::uuid)
      order by ${analysis.parameter}, ${analysis.analysedAt} desc
    ),
    latest as (select (max(${analysis.analysedAt}) at time zone 'UTC')::date as day from ${analysis} where ${analysis.tank} = ${tankId}::uuid ${standing})
    select (select bool_or(flag <> 'inRange') from last) as outside, day::text as day, coalesce(day < ${staleBefore}, true) as stale from latest`);
  const [row] = (result as unknown as { rows: { outside: boolean | null; day: string | null; stale: boolean }[] }).rows;
  const state: TankState = row.outside ? 'outOfControl' : row.stale ? 'notAnalysed' : 'inControl';
  await tx.update(tank).set({ lastAnalysed: row.day, state }).where(eq(tank.id, tankId));
}

/** The calendar moves: tanks In control whose last analysis is too old become Not analysed. Idempotent. */
export async function markStaleTanks(db: Database): Promise<number> {
  const { tank } = declaredTables;
  const rows = await db
    .update(tank)
    .set({ state: 'notAnalysed' })
    .where(and(eq(tank.state, 'inControl'), or(isNull(tank.lastAnalysed), lt(tank.lastAnalysed, staleBefore))))
    .returning({ id: tank.id });
  return rows.length;
}

/**
 * After the setting changes: stale tanks as above, and Not analysed ones whose last analysis is recent
 * enough again become In control (Not analysed is only ever given to a tank with nothing outside its limits).
 */
export async function refreshStaleTanks(tx: Database): Promise<void> {
  const { tank } = declaredTables;
  await markStaleTanks(tx);
  await tx
    .update(tank)
    .set({ state: 'inControl' })
    .where(and(eq(tank.state, 'notAnalysed'), gte(tank.lastAnalysed, staleBefore)));
}

/** Sweeps now and then every hour while the server runs. */
export function scheduleTankStaleness(db: Database, log: (error: unknown) => void): () => void {
  const sweep = () => markStaleTanks(db).catch(log);
  void sweep();
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
