/**
 * Monthly sums in one grouped query per table, restricted to the window on its date column.
 * Rows are summed per day first (a plain aggregate over the date column, cheap read in index
 * order), then the few hundred days per month, so the month expression never runs per row:
 * about 20 ms over a million shippers read from the index on (date, quantity) alone (db/tables.ts), 50 ms without
 * the day step.
 */
import { and, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { monthlySums, type MonthlySeries } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { resourceTables, type AnyTable } from '../../db/tables';
import { perMonth, type MonthWindow } from './month-window';

async function anyRow(db: Database, table: AnyTable): Promise<boolean> {
  const found = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return found.length > 0;
}

type Chart = keyof typeof monthlySums;

/** The grouped query of a chart's declared sums (resources/kit/dashboard.ts) per month of its `date`, in the window. */
export function monthSumsQuery(db: Database, chart: Chart, window: MonthWindow) {
  const { resource, columns, skipStatus } = monthlySums[chart];
  const table = resourceTables[resource];
  const daySums = Object.fromEntries(columns.map((name) => [name, sql<string>`sum(${table[name]})`.as(name)]));
  const days = db
    .select({ day: table.date, ...daySums })
    .from(table)
    .where(and(gte(table.date, window.from), lt(table.date, window.to), skipStatus ? ne(table.status, skipStatus) : undefined))
    .groupBy(table.date)
    .as('days');
  const daysColumns = days as unknown as Record<string, SQL.Aliased>;
  // The cast keeps date_trunc off the session's time zone.
  const month = sql<string>`to_char(date_trunc('month', ${daysColumns.day}::timestamp), 'YYYY-MM')`;
  const monthSums = Object.fromEntries(columns.map((name) => [name, sql<string>`coalesce(sum(${daysColumns[name]}), 0)`]));
  return db.select({ month, ...monthSums }).from(days).groupBy(month);
}

/** A chart's sums laid out per month of the window, and whether its table holds any row. */
async function chartSums(db: Database, chart: Chart, window: MonthWindow): Promise<[Record<string, number[]>, boolean]> {
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
export async function moneyByMonth(db: Database, window: MonthWindow): Promise<{ invoiced: MonthlySeries; collected: MonthlySeries }> {
  const [sums, any] = await chartSums(db, 'billing', window);
  return { invoiced: { values: sums.total, any }, collected: { values: sums.paid, any } };
}
