/**
 * Invoices with money on them, or voided, stay in the books: deleting one is refused with a
 * message saying what to do instead, and nothing is written (no row, no audit entry). An
 * invoice nothing was paid on, Pending or Expired, may be deleted. A bulk delete is all or
 * nothing: one kept invoice refuses the lot and is named.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { isoToday, statusFor } from '../../server/services/billing/invoice-terms';
import { billingSnapshot, createInvoice, getRecord, refusedBilling, updateInvoice } from '../helpers/billing';
import { call } from '../helpers/http';
import { as, createPacking, ok, setupPartsFlow, shipperFlow, type Row } from '../helpers/parts-flow';
import { later } from '../helpers/dates';

const ctx = setupPartsFlow();

/**
 * An invoice of 2 parts at 10.00 (total 20.00), dated `date`, with `paid` received. What was paid is
 * the server's to keep (from the payments recorded), so it is stored as the server keeps it, with
 * the status it implies: the rule under test reads only the stored invoice.
 */
async function invoiceWith(paid: number | null = null, date = later('01-01')): Promise<Row> {
  const { product, shipper } = await shipperFlow(ctx, 10);
  ok(await as(ctx, 'PUT', `/api/product/${product}`, { body: { id: product, data: { price: 10 } } }));
  const invoice = await createInvoice(ctx, await createPacking(ctx, shipper, 2), { date });
  if (paid === null) return invoice;
  const { invoice: table } = resourceTables;
  const status = statusFor({ ...invoice, paid }, isoToday());
  await ctx.db
    .update(table)
    .set({ paid: paid.toFixed(2), status })
    .where(eq(table.id, invoice.id));
  return getRecord(ctx, 'invoice', invoice.id);
}

const del = (ids: string[], lang = 'en') =>
  call(ctx.app, 'DELETE', '/api/invoice', { token: ctx.owner.token, query: { ids }, lang });

async function expectKept(invoice: Row, message: { en: string; 'pt-BR': string }, ids = [invoice.id]) {
  for (const lang of ['en', 'pt-BR'] as const) {
    const body = await refusedBilling(ctx, 400, () => del(ids, lang));
    expect(body.message).toBe(message[lang]);
  }
  expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ id: invoice.id, status: invoice.status });
}

const paidMessage = (n: unknown) => ({
  en: `Invoice ${n} is paid or partly paid and cannot be deleted; void it instead`,
  'pt-BR': `A fatura ${n} está paga ou parcialmente paga e não pode ser excluída; anule-a em vez disso`,
});
const voidMessage = (n: unknown) => ({
  en: `Invoice ${n} is void and cannot be deleted; it stays in the books`,
  'pt-BR': `A fatura ${n} está anulada e não pode ser excluída; ela permanece nos registros contábeis`,
});

describe('invoices that stay in the books', () => {
  test('a Paid invoice is refused, with a message to void it instead; nothing is written', async () => {
    const invoice = await invoiceWith(20);
    expect(invoice.status).toBe('Paid');
    await expectKept(invoice, paidMessage(invoice.valueID));
  });

  test('a partly paid invoice (still Pending) is refused the same way', async () => {
    const invoice = await invoiceWith(0.01);
    expect(invoice.status).toBe('Pending');
    await expectKept(invoice, paidMessage(invoice.valueID));
  });

  test('a partly paid invoice past its due date (Expired) is refused too', async () => {
    const invoice = await invoiceWith(5, '2020-01-01');
    expect(invoice.status).toBe('Expired');
    await expectKept(invoice, paidMessage(invoice.valueID));
  });

  test('an invoice with a payment recorded says to void it, not that a payment uses it', async () => {
    const invoice = await invoiceWith();
    ok(
      await as(ctx, 'POST', '/api/invoice-payment', {
        body: { data: { invoice: invoice.id, amount: 5, date: later('01-02') } },
      }),
    );
    await expectKept(await getRecord(ctx, 'invoice', invoice.id), paidMessage(invoice.valueID));
  });

  test('a Void invoice is refused, paid or not: it stays in the books', async () => {
    for (const paid of [null, 3]) {
      const invoice = ok(
        await updateInvoice(ctx, (await invoiceWith(paid)).id, { status: 'Void', voidReason: 'Billed twice' }),
      );
      expect(invoice.status).toBe('Void');
      await expectKept(invoice, voidMessage(invoice.valueID));
    }
  });
});

describe('invoices with nothing paid may be deleted', () => {
  for (const [status, paid, date] of [
    ['Pending', null, later('01-01')],
    ['Pending', 0, later('01-01')],
    ['Expired', null, '2020-01-01'],
  ] as const) {
    test(`${status}, paid ${paid}: deleted, audited, its packing list unlinked`, async () => {
      const invoice = await invoiceWith(paid, date);
      expect(invoice.status).toBe(status);
      const before = await billingSnapshot(ctx);
      ok(await del([invoice.id]));
      expect((await as(ctx, 'GET', `/api/invoice/${invoice.id}`)).status).toBe(404);
      expect((await getRecord(ctx, 'packing', String(invoice.packing))).invoice).toBeNull();
      const after = await billingSnapshot(ctx);
      // The invoice's delete, and the server's unlinking of its packing list (an update entry of its own).
      expect(after.audit).toBe(before.audit + 2);
      expect(after.invoices.map((row) => row.id)).toEqual(
        before.invoices.map((row) => row.id).filter((id) => id !== invoice.id),
      );
    });
  }
});

describe('a bulk delete is all or nothing', () => {
  test('one paid and one void invoice among deletable ones refuse the lot, naming the first kept', async () => {
    const pending = await invoiceWith();
    const paid = await invoiceWith(20);
    const expired = await invoiceWith(null, '2020-01-01');
    const voided = ok(
      await updateInvoice(ctx, (await invoiceWith()).id, { status: 'Void', voidReason: 'Billed twice' }),
    );
    await expectKept(paid, paidMessage(paid.valueID), [pending.id, paid.id, expired.id, voided.id]);
    await expectKept(voided, voidMessage(voided.valueID), [voided.id, pending.id]);
    for (const kept of [pending, expired]) expect((await getRecord(ctx, 'invoice', kept.id)).id).toBe(kept.id);
    // Without the kept ones the rest may go.
    ok(await del([pending.id, expired.id]));
  });
});
