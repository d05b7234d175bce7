/**
 * Open money: how many invoices are Pending and Expired, and their totals, read from the per-status
 * sums the write statements keep (db/tables.ts statusSum, docs/architecture.md#dashboard-sums).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { openInvoiceStatuses, openInvoiceSum, type OpenInvoiceStatus } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { statusSum } from '../../db/tables';

export type OpenInvoices = Record<OpenInvoiceStatus, { count: number; total: number }>;

export async function openInvoices(db: Database): Promise<OpenInvoices> {
  const rows = await db
    .select({ status: statusSum.status, count: statusSum.count, total: statusSum.total })
    .from(statusSum)
    .where(and(eq(statusSum.resource, openInvoiceSum.resource), inArray(statusSum.status, [...openInvoiceStatuses])));
  const found = new Map(rows.map((row) => [row.status, row]));
  return Object.fromEntries(
    openInvoiceStatuses.map((status) => {
      const row = found.get(status);
      return [status, { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) }];
    }),
  ) as OpenInvoices;
}
