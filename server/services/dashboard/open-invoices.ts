/** Open money: how many invoices are Pending and Expired, and their totals, in one grouped query. */
import { count, inArray, sql } from 'drizzle-orm';
import { openInvoiceStatuses, openInvoiceSum, type OpenInvoiceStatus } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';

export type OpenInvoices = Record<OpenInvoiceStatus, { count: number; total: number }>;

export async function openInvoices(db: Database): Promise<OpenInvoices> {
  const table = resourceTables[openInvoiceSum.resource];
  const rows = await db
    .select({ status: table.status, count: count(), total: sql<string>`coalesce(sum(${table[openInvoiceSum.column]}), 0)` })
    .from(table)
    .where(inArray(table.status, [...openInvoiceStatuses]))
    .groupBy(table.status);
  const found = new Map(rows.map((row) => [String(row.status), row]));
  return Object.fromEntries(openInvoiceStatuses.map((status) => {
    const row = found.get(status);
    return [status, { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) }];
  })) as OpenInvoices;
}
