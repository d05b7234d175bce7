/**
 * Monthly sums read from the per-day sums the write statements keep (db/tables.ts daySum,
 * docs/architecture.md#dashboard-sums): a few hundred rows per chart whatever the tables hold.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { monthlySums, type MonthlySeries } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { daySum, resourceTables, type AnyTable } from '../../db/tables';
import { perMonth, type MonthWindow } from './month-window';

async function anyRow(db: Database, table: AnyTable): Promise<boolean> {
  const found = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .limit(1);
  return found.length > 0;
}

type Chart = keyof typeof monthlySums;
const daySumColumns = daySum as unknown as Record<string, typeof daySum.day>;

/** The grouped query of a chart's declared sums (resources/kit/dashboard.ts) per month, in the window. */
export function monthSumsQuery(db: Database, chart: Chart, window: MonthWindow) {
  const month = sql<string>`to_char(${daySum.day}, 'YYYY-MM')`;
  const sums = Object.fromEntries(
    monthlySums[chart].columns.map((name) => [name, sql<string>`sum(${daySumColumns[name]})`]),
  );
  return db
    .select({ month, ...sums })
    .from(daySum)
    .where(and(eq(daySum.chart, chart), gte(daySum.day, window.from), lt(daySum.day, window.to)))
    .groupBy(month);
}

/** A chart's sums laid out per month of the window, and whether its table holds any row. */
async function chartSums(
  db: Database,
  chart: Chart,
  window: MonthWindow,
): Promise<[Record<string, number[]>, boolean]> {
  const [rows, any] = await Promise.all([
    monthSumsQuery(db, chart, window) as Promise<Record<string, unknown>[]>,
    anyRow(db, resourceTables[monthlySums[chart].resource]),
  ]);
  const monthRows = (name: string) => rows.map((row) => ({ month: String(row.month), value: row[name] }));
  return [Object.fromEntries(monthlySums[chart].columns.map((name) => [name, perMonth(window, monthRows(name))])), any];
}

/** Parts received: shipper quantities by shipper date. */
export async function partsReceived(db: Database, window: MonthWindow): Promise<MonthlySeries> {
  const [sums, any] = await chartSums(db, 'received', window);
  return { values: sums.quantity, any };
}

/** Parts shipped: quantities of the non-void packing lists by packing date. */
export async function partsShipped(db: Database, window: MonthWindow): Promise<MonthlySeries> {
  const [sums, any] = await chartSums(db, 'shipped', window);
  return { values: sums.quantity, any };
}

/** Money invoiced (totals) and collected (paid) of the non-Void invoices, by invoice date. */
export async function moneyByMonth(
  db: Database,
  window: MonthWindow,
): Promise<{ invoiced: MonthlySeries; collected: MonthlySeries }> {
  const [sums, any] = await chartSums(db, 'billing', window);
  return { invoiced: { values: sums.total, any }, collected: { values: sums.paid, any } };
}
