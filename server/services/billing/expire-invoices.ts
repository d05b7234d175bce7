/**
 * "Expired while unpaid past due" depends on the calendar, not on a write: this sweep moves
 * Pending invoices whose due date has passed to Expired, audited as the system's own change.
 * Idempotent, so any number of server instances may run it.
 */
import { and, eq, lt } from 'drizzle-orm';
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { recordAudit, type Actor } from '../audit';
import { serialize } from '../records/record-shape';
import { isoToday } from './invoice-terms';

export const systemActor: Actor = { id: null, email: 'system' };

export async function expireOverdueInvoices(db: Database, today = isoToday()): Promise<number> {
  const { invoice } = declaredTables;
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(invoice)
      .set({ status: invoiceStatus.Expired, updatedAt: new Date() })
      .where(and(eq(invoice.status, invoiceStatus.Pending), lt(invoice.dueDate, today)))
      .returning();
    for (const row of expired) {
      const values = serialize(resources.invoice, row);
      await recordAudit(tx, systemActor, { entityName: 'invoice', entityId: String(row.id), action: 'update', values });
    }
    return expired.length;
  });
}

/** Sweeps now and then every hour while the server runs. */
export function scheduleInvoiceExpiry(db: Database, log: (error: unknown) => void): () => void {
  const sweep = () => expireOverdueInvoices(db).catch(log);
  void sweep();
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
