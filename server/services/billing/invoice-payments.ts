/**
 * A payment is recorded against its invoice, never typed over it. The invoice row is locked first,
 * so payments to one invoice queue: each sees the ones before it, and together they never exceed
 * the total. The invoice's paid amount (the sum of its payments), latest payment date and check
 * number, and status follow in the same transaction, with their own audit entry.
 */
import { eq, sql } from 'drizzle-orm';
import { resources, type StoredRowOf } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { scaledUnits } from '../../../resources/kit/decimal-units';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest } from '../../errors';
import { recordAudit } from '../audit';
import { shopMoney } from '../shop-currency';
import type { ResourceHooks } from '../records/hooks';
import { getRecord } from '../records/records-read';
import { isoToday, statusFor } from './invoice-terms';

const { invoice, invoicePayment } = declaredTables;

type PaymentRow = StoredRowOf<'invoicePayment'>;

/** Money in whole cents as the column keeps it (19.935 is 1994), so sums and comparisons are exact. */
export const toCents = (value: unknown) => scaledUnits(value, 2);
export const money = (cents: number) => (cents / 100).toFixed(2);

export async function paidCents(tx: Database, invoiceId: string): Promise<number> {
  const [{ sum }] = await tx
    .select({ sum: sql<string>`coalesce(sum(${invoicePayment.amount}), 0)` })
    .from(invoicePayment)
    .where(eq(invoicePayment.invoice, invoiceId));
  return toCents(sum);
}

/** Refuses a payment on a void invoice, or one beyond the balance due (named in the message). */
async function checkPayable(tx: Database, values: PaymentRow) {
  const [billed] = await tx
    .select()
    .from(invoice)
    .where(eq(invoice.id, String(values.invoice)))
    .for('update');
  // A missing invoice is refused by the foreign key, as any missing reference.
  if (!billed) return;
  if (billed.status === invoiceStatus.Void) throw badRequest('errors.invoicePayment.void', { invoice: billed.valueID });
  const balance = toCents(billed.total) - (await paidCents(tx, String(billed.id)));
  if (toCents(values.amount) > balance) {
    throw badRequest('errors.invoicePayment.overpaid', {
      invoice: billed.valueID,
      balance: await shopMoney(tx, Math.max(balance, 0)),
    });
  }
}

/**
 * The invoice after a payment (or a reversal) of `payment.invoice`: paid is the sum, the status follows,
 * and the payment date and check are `latest`'s (the payment just recorded; after a reversal, the
 * latest payment still standing, or none).
 */
export async function settle(tx: Database, invoiceId: string, latest: PaymentRow | undefined, actorId: string | null) {
  const [billed] = await tx.select().from(invoice).where(eq(invoice.id, invoiceId));
  const paid = money(await paidCents(tx, invoiceId));
  const status = statusFor({ status: billed.status, total: billed.total, paid, dueDate: billed.dueDate }, isoToday());
  await tx
    .update(invoice)
    .set({
      paid,
      status,
      paymentDate: latest?.date ?? null,
      check: latest?.check ?? null,
      updatedAt: new Date(),
      updatedById: actorId,
    })
    .where(eq(invoice.id, invoiceId));
  return getRecord(tx, resources.invoice, invoiceId);
}

export const invoicePaymentHooks: ResourceHooks<PaymentRow> = {
  async beforeCreate({ tx }, values) {
    await checkPayable(tx, values);
  },
  async afterCreate({ tx, actor }, row) {
    const record = await settle(tx, String(row.invoice), row, actor.id);
    await recordAudit(tx, actor, {
      entityName: 'invoice',
      entityId: String(row.invoice),
      action: 'update',
      values: record,
    });
  },
};
