/**
 * A payment entered by mistake is reversed, never edited or deleted (docs/domain-rules.md#payments):
 * POST /api/invoice-payment/:id/reverse adds an entry of the negated amount naming the payment, the
 * invoice's paid amount, status and latest payment follow, both audited. A payment is reversed once,
 * a reversal never; a Void invoice keeps its payments; bad input is a 400 (or 404, 403) and nothing is written.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { billingSnapshot, createInvoice, getRecord, postPayment, updateInvoice } from '../helpers/billing';
import { call } from '../helpers/http';
import {
  createPacking,
  ok,
  refused,
  setupPartsFlow,
  shipperFlow,
  type PartsFlowContext,
  type Row,
} from '../helpers/parts-flow';
import { createUser } from '../helpers/users';
import { later } from '../helpers/dates';

const ctx = setupPartsFlow();
const { auditLog, invoicePayment } = resourceTables;

/** An invoice of 2 parts at 10.00 (20.00 in all), dated `date` (a past date is due already). */
async function invoiceOf(date = later('01-01')) {
  const packing = await createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, 2);
  return createInvoice(ctx, packing, { date, unitPrice: 10 });
}

const payments = (c: PartsFlowContext) => c.db.select().from(invoicePayment).orderBy(asc(invoicePayment.id));
const books = async (c: PartsFlowContext) => ({ ...(await billingSnapshot(c)), payments: await payments(c) });
const refusedBooks = (status: number, request: () => ReturnType<typeof call>) => refused(ctx, status, request, books);

const reason = { date: later('05-01'), notes: 'Entered twice by mistake' };
const reverse = (payment: string, data: unknown = reason, lang = 'en', token = ctx.owner.token) =>
  call<Row & { message?: string }>(ctx.app, 'POST', `/api/invoice-payment/${payment}/reverse`, {
    token,
    lang,
    body: { data },
  });
const pay = async (invoice: string, amount: number, extra: Record<string, unknown> = {}) =>
  ok(await postPayment(ctx, invoice, amount, extra));

describe('reversing a payment', () => {
  test('a full payment reversed: an entry of −20.00 naming it, paid back to 0.00, Paid back to Pending', async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20, { date: later('01-15'), check: 'CHK-9' });
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 20, status: 'Paid' });
    const reversal = ok(await reverse(payment.id));
    expect(reversal).toMatchObject({
      invoice: invoice.id,
      amount: -20,
      reverses: payment.id,
      date: later('05-01'),
      check: 'CHK-9',
      notes: reason.notes,
    });
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({
      paid: 0,
      status: 'Pending',
      paymentDate: null,
      check: null,
    });
    // The books keep both entries; the right payment can be recorded afterwards.
    const rows = await ctx.db.select().from(invoicePayment).where(eq(invoicePayment.invoice, invoice.id));
    expect(rows.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([-20, 20]);
    await pay(invoice.id, 20);
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 20, status: 'Paid' });
  });

  test('one of two payments reversed: paid is the other, whose date and check the invoice shows again', async () => {
    const invoice = await invoiceOf();
    await pay(invoice.id, 5, { date: later('01-05'), check: 'A-1' });
    const wrong = await pay(invoice.id, 10, { date: later('01-09'), check: 'B-2' });
    ok(await reverse(wrong.id));
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({
      paid: 5,
      status: 'Pending',
      paymentDate: later('01-05'),
      check: 'A-1',
    });
  });

  test('a past-due invoice paid, then its payment reversed, is Expired again', async () => {
    const invoice = await invoiceOf('2001-01-01');
    const payment = await pay(invoice.id, 20);
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ status: 'Paid' });
    ok(await reverse(payment.id));
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 0, status: 'Expired' });
  });

  test('the reversal and the invoice it moves are audited, by who reversed it', async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20);
    const reversal = ok(await reverse(payment.id));
    const entries = await ctx.db.select().from(auditLog);
    expect(entries.filter((e) => e.entityId === reversal.id)).toEqual([
      expect.objectContaining({
        entityName: 'invoicePayment',
        action: 'create',
        createdById: ctx.owner.id,
        values: expect.objectContaining({ amount: -20, reverses: payment.id }),
      }),
    ]);
    expect(entries.filter((e) => e.entityId === invoice.id && e.action === 'update').at(-1)).toMatchObject({
      entityName: 'invoice',
      createdById: ctx.owner.id,
      values: expect.objectContaining({ paid: 0, status: 'Pending' }),
    });
  });
});

describe('what is refused, writing nothing', () => {
  test("a payment reversed twice, or a reversal reversed: 400 naming it, in the caller's language", async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20, { date: later('01-15') });
    const reversal = ok(await reverse(payment.id));
    expect((await refusedBooks(400, () => reverse(payment.id))).message).toBe(
      `The payment of ${later('01-15')} on invoice ${invoice.valueID} was already reversed on ${later('05-01')}`,
    );
    expect((await refusedBooks(400, () => reverse(payment.id, reason, 'pt-BR'))).message).toBe(
      `O pagamento de ${later('01-15')} na fatura ${invoice.valueID} já foi estornado em ${later('05-01')}`,
    );
    expect((await refusedBooks(400, () => reverse(reversal.id))).message).toBe(
      `The entry of ${later('05-01')} on invoice ${invoice.valueID} is a reversal; it cannot be reversed`,
    );
  });

  test('a payment on a Void invoice stays as it is', async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 5);
    ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' }));
    expect((await refusedBooks(400, () => reverse(payment.id))).message).toBe(
      `Invoice ${invoice.valueID} is void: its payments stay as they are`,
    );
  });

  test('no reason, a blank or overlong one, a bad date, extra keys (an amount, what it reverses), no data: 400', async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20);
    const bad: [unknown, string][] = [
      [{ date: later('05-01') }, 'notes'],
      [{ ...reason, notes: '   ' }, 'notes'],
      [{ ...reason, notes: 'x'.repeat(2001) }, 'notes'],
      [{ ...reason, date: '2026-02-30' }, 'date'],
      [{ ...reason, date: null }, 'date'],
      [{ notes: 'why' }, 'date'],
    ];
    for (const [data, field] of bad) {
      const body = await refusedBooks(400, () => reverse(payment.id, data));
      expect(Object.keys(body.errors ?? {}), JSON.stringify(data)).toEqual([field]);
    }
    for (const data of [
      { ...reason, amount: -5 },
      { ...reason, reverses: payment.id },
      { ...reason, invoice: invoice.id },
    ]) {
      expect((await refusedBooks(400, () => reverse(payment.id, data))).message).toMatch(/amount|reverses|invoice/);
    }
    for (const data of [null, [], 'undo', 7]) await refusedBooks(400, () => reverse(payment.id, data));
    await refusedBooks(400, () =>
      call(ctx.app, 'POST', `/api/invoice-payment/${payment.id}/reverse`, { token: ctx.owner.token, body: {} }),
    );
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 20, status: 'Paid' });
  });

  test("a reversal dated before the payment it reverses: 400 naming its date in the reader's format; nothing is written", async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20, { date: later('01-15') });
    const [y, m, d] = later('01-15').split('-');
    for (const [lang, message] of [
      ['en', `Date must not be before ${m}/${d}/${y}, the date of the payment it reverses`],
      ['pt-BR', `Data não pode ser anterior a ${d}/${m}/${y}, a data do pagamento que estorna`],
    ]) {
      const body = await refusedBooks(400, () => reverse(payment.id, { ...reason, date: later('01-14') }, lang));
      expect([body.message, body.errors]).toEqual([message, { date: message }]);
    }
    // The same day is not before it.
    ok(await reverse(payment.id, { ...reason, date: later('01-15') }));
  });

  test('an unknown or malformed payment id: 404', async () => {
    await refusedBooks(404, () => reverse('00000000-0000-4000-8000-000000000000'));
    await refusedBooks(404, () => reverse('not-a-payment'));
  });

  test('a role that may read invoices but not record payments: 403', async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20);
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['invoiceViewer'] });
    await refusedBooks(403, () => reverse(payment.id, reason, 'en', viewer.token));
  });

  test('two reversals of one payment sent at once: exactly one is written', async () => {
    const invoice = await invoiceOf();
    const payment = await pay(invoice.id, 20);
    const answers = await Promise.all([reverse(payment.id), reverse(payment.id), reverse(payment.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
    const rows = await ctx.db.select().from(invoicePayment).where(eq(invoicePayment.invoice, invoice.id));
    expect(rows.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([-20, 20]);
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 0, status: 'Pending' });
  });
});
