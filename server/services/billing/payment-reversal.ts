/**
 * "Reverse" on a payment entered by mistake (docs/domain-rules.md#payments): the ledger keeps it and
 * gains a second entry of the negated amount that names it. The invoice row is locked first, as for
 * every payment, so a payment is reversed once, and paid never goes below zero; the invoice's paid
 * amount, status (Paid back to Pending or Expired) and latest payment follow, each audited.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import paymentReversal, { reversalDateRefusal } from '../../../resources/forms/payment-reversal';
import { validateRecord } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { getRecord } from '../records/records-read';
import { guarded } from '../records/records-write';
import { UUID } from '../records/references';
import { money, paidCents, settle, toCents } from './invoice-payments';

const { invoice, invoicePayment } = declaredTables;

/** The latest payment of the invoice still standing: neither a reversal nor reversed. */
async function latestStanding(tx: Database, invoiceId: string) {
  const [latest] = await tx
    .select()
    .from(invoicePayment)
    .where(
      and(
        eq(invoicePayment.invoice, invoiceId),
        isNull(invoicePayment.reverses),
        gt(invoicePayment.amount, '0'),
        sql`not exists (select 1 from ${invoicePayment} as reversal where reversal."reverses" = ${invoicePayment.id})`,
      ),
    )
    .orderBy(desc(invoicePayment.date), desc(invoicePayment.createdAt))
    .limit(1);
  return latest;
}

export async function reversePayment(db: Database, paymentId: string, data: unknown, actor: Actor) {
  if (!UUID.test(paymentId)) throw notFound();
  const { values, errors } = validateRecord(paymentReversal, data);
  if (Object.keys(errors).length) throw new ValidationFailed(paymentReversal.name, errors);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [original] = await tx.select().from(invoicePayment).where(eq(invoicePayment.id, paymentId));
      if (!original) throw notFound();
      const invoiceId = String(original.invoice);
      const [billed] = await tx.select().from(invoice).where(eq(invoice.id, invoiceId)).for('update');
      const named = { invoice: billed.valueID, date: String(original.date) };
      if (billed.status === invoiceStatus.Void) throw badRequest('errors.invoicePayment.reverseVoid', named);
      if (original.reverses || toCents(original.amount) <= 0)
        throw badRequest('errors.invoicePayment.reverseReversal', named);
      const [earlier] = await tx
        .select({ date: invoicePayment.date })
        .from(invoicePayment)
        .where(eq(invoicePayment.reverses, paymentId));
      if (earlier)
        throw badRequest('errors.invoicePayment.alreadyReversed', { ...named, reversed: String(earlier.date) });
      const early = reversalDateRefusal(values.date, String(original.date));
      if (early) throw new ValidationFailed(paymentReversal.name, { date: early });
      const cents = toCents(original.amount);
      // Unreachable while paid is the sum of the payments, kept as the books' last guard.
      if ((await paidCents(tx, invoiceId)) - cents < 0)
        throw badRequest('errors.invoicePayment.reverseBelowZero', named);
      const [row] = await tx
        .insert(invoicePayment)
        .values({
          invoice: invoiceId,
          date: values.date as string,
          amount: money(-cents),
          check: original.check,
          notes: values.notes as string,
          reverses: paymentId,
          createdById: actor.id,
          updatedById: actor.id,
        })
        .returning();
      const reversal = await getRecord(tx, resources.invoicePayment, String(row.id));
      await recordAudit(tx, actor, {
        entityName: resources.invoicePayment.name,
        entityId: String(row.id),
        action: 'create',
        values: reversal,
      });
      const record = await settle(tx, invoiceId, await latestStanding(tx, invoiceId), actor.id);
      await recordAudit(tx, actor, {
        entityName: resources.invoice.name,
        entityId: invoiceId,
        action: 'update',
        values: record,
      });
      return reversal;
    }),
  );
}
