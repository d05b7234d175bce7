/**
 * An invoice bills one packing list. The packing row is locked first, so two invoices
 * for the same packing queue and the second is refused: one non-void invoice per packing.
 * The packing's `invoice` back-link follows its non-void invoice, each change audited.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { resources, type StoredRowOf } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest } from '../../errors';
import { auditServerChange } from '../records/back-links';
import type { ResourceHooks, WriteContext } from '../records/hooks';
import { shopMoney } from '../shop-currency';
import { checkInvoicesDeletable } from './invoice-delete';
import { dueDateFor, isoToday, statusFor, totalFor } from './invoice-terms';
import { toCents } from './invoice-payments';

const { invoice, packing, product, customer } = declaredTables;

type InvoiceRow = StoredRowOf<'invoice'>;
type PackingRow = StoredRowOf<'packing'>;

/** Locks packings in id order, so an invoice moved between two packings cannot deadlock with another. */
async function lockPackings(tx: Database, ids: unknown[]) {
  const sorted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))].sort();
  const rows: Record<string, PackingRow> = {};
  for (const id of sorted) {
    const [row] = await tx.select().from(packing).where(eq(packing.id, id)).for('update');
    if (row) rows[id] = row;
  }
  return rows;
}

/** Refuses to bill a void packing, or one another non-void invoice already bills. */
async function checkBillable(tx: Database, values: InvoiceRow, billed: PackingRow | undefined, ownId?: string) {
  if (!billed || values.status === invoiceStatus.Void) return;
  if (billed.status === packingStatus.Void) throw badRequest('errors.invoice.packingVoid');
  const others = await tx
    .select({ valueID: invoice.valueID })
    .from(invoice)
    .where(
      and(
        eq(invoice.packing, billed.id),
        ne(invoice.status, invoiceStatus.Void),
        ...(ownId ? [ne(invoice.id, ownId)] : []),
      ),
    )
    .limit(1);
  if (others.length) throw badRequest('errors.invoice.packingInvoiced', { invoice: others[0].valueID });
}

/** Fills what the server keeps: unit price from the product when empty, total, due date, status. */
async function complete(tx: Database, values: InvoiceRow, billed: PackingRow | undefined, stored?: InvoiceRow) {
  if ((values.unitPrice === null || values.unitPrice === undefined) && typeof values.product === 'string') {
    const [part] = await tx.select({ price: product.price }).from(product).where(eq(product.id, values.product));
    values.unitPrice = part?.price ?? null;
  }
  values.total = totalFor(values.unitPrice, billed?.quantity);
  const [client] =
    typeof values.customer === 'string'
      ? await tx.select({ term: customer.term }).from(customer).where(eq(customer.id, values.customer))
      : [];
  values.dueDate = dueDateFor(String(values.date), client?.term);
  const requested = values.status;
  values.status = statusFor(values, isoToday());
  // Saying Paid is refused unless payments cover the total; sending back a stored Paid is not saying it.
  const { Paid, Void } = invoiceStatus;
  if (requested === Paid && values.status !== Paid && stored?.status !== Paid)
    throw badRequest('errors.invoice.paidByPayments');
  if (values.status !== Void && toCents(values.total) < toCents(values.paid)) {
    throw badRequest('errors.invoice.totalBelowPaid', { paid: await shopMoney(tx, toCents(values.paid)) });
  }
}

/** Void asks why, under the field; a reason is given only with Void (docs/domain-rules.md#invoices). */
function checkVoidReason(values: InvoiceRow) {
  const given = typeof values.voidReason === 'string' && values.voidReason.trim() !== '';
  if (values.status === invoiceStatus.Void && !given) {
    throw new ValidationFailed('invoice', { voidReason: { key: 'validation.voidReasonRequired' } });
  }
  if (values.status !== invoiceStatus.Void && given) {
    throw new ValidationFailed('invoice', { voidReason: { key: 'validation.voidReasonOnlyVoid' } });
  }
}

// Kept by the server from the invoice's payments: a client records a payment instead.
const paymentFields = ['paid', 'paymentDate', 'check'];

/** Points each packing at its non-void invoice, and clears links this invoice no longer holds; each packing it changes is audited. */
async function relink({ tx, actor }: WriteContext, before: InvoiceRow | undefined, after: InvoiceRow) {
  const changed: { id: string }[] = [];
  if (before?.packing && (before.packing !== after.packing || after.status === invoiceStatus.Void)) {
    changed.push(
      ...(await tx
        .update(packing)
        .set({ invoice: null })
        .where(and(eq(packing.id, before.packing), eq(packing.invoice, after.id)))
        .returning({ id: packing.id })),
    );
  }
  if (after.status !== invoiceStatus.Void) {
    changed.push(
      ...(await tx
        .update(packing)
        .set({ invoice: after.id })
        .where(and(eq(packing.id, String(after.packing)), sql`${packing.invoice} is distinct from ${after.id}`))
        .returning({ id: packing.id })),
    );
  }
  for (const { id } of changed) await auditServerChange(tx, actor, resources.packing, id);
}

export const invoiceHooks: ResourceHooks<InvoiceRow> = {
  refuseInput(data) {
    const sent = typeof data === 'object' && data !== null ? Object.keys(data) : [];
    if (sent.some((name) => paymentFields.includes(name))) throw badRequest('errors.invoice.recordPayment');
  },
  async beforeCreate({ tx }, values) {
    checkVoidReason(values);
    const locked = await lockPackings(tx, [values.packing]);
    await checkBillable(tx, values, locked[String(values.packing)]);
    await complete(tx, values, locked[String(values.packing)]);
  },
  async afterCreate(ctx, row) {
    await relink(ctx, undefined, row);
  },
  async beforeUpdate({ tx }, before, values) {
    if (before.status === invoiceStatus.Void) throw badRequest('errors.invoice.voidReadOnly');
    values.paid = before.paid;
    checkVoidReason(values);
    const locked = await lockPackings(tx, [before.packing, values.packing]);
    await checkBillable(tx, values, locked[String(values.packing)], before.id);
    await complete(tx, values, locked[String(values.packing)], before);
  },
  async afterUpdate(ctx, before, after) {
    await relink(ctx, before, after);
  },
  refuseDelete: checkInvoicesDeletable,
};
