/**
 * Payments are recorded against an invoice, never typed over it: each is its own entry, the invoice's
 * paid amount is their sum and it becomes Paid once they reach the total. Overpaying, paying a Void
 * invoice, saying Paid or typing a paid amount are refused with a message, and nothing is written.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import {
  billingSnapshot,
  createInvoice,
  getRecord,
  invoiceData,
  postInvoice,
  postPayment,
  updateInvoice,
} from '../helpers/billing';
import { call } from '../helpers/http';
import {
  as,
  createPacking,
  ok,
  refused,
  setupPartsFlow,
  shipperFlow,
  type PartsFlowContext,
} from '../helpers/parts-flow';
import { later } from '../helpers/dates';

const ctx = setupPartsFlow();
const { auditLog, invoicePayment } = resourceTables;

/** An invoice of `quantity` parts at 10.00 each, due in the future. */
async function invoiceOf(quantity = 2) {
  const packing = await createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, quantity);
  return createInvoice(ctx, packing, { date: later('01-01'), unitPrice: 10 });
}

const payments = (c: PartsFlowContext) => c.db.select().from(invoicePayment).orderBy(asc(invoicePayment.id));
/** billingSnapshot() plus every payment: a refused request leaves all of it equal. */
const books = async (c: PartsFlowContext) => ({ ...(await billingSnapshot(c)), payments: await payments(c) });
const refusedBooks = (status: number, request: () => Promise<Awaited<ReturnType<typeof postPayment>>>) =>
  refused(ctx, status, request, books);

const pay = (invoice: string, amount: unknown, lang = 'en', extra: Record<string, unknown> = {}) =>
  call(ctx.app, 'POST', '/api/invoice-payment', {
    token: ctx.owner.token,
    lang,
    body: { data: { invoice, amount, date: later('01-10'), check: null, notes: null, ...extra } },
  });
const put = (id: string, data: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'PUT', `/api/invoice/${id}`, { token: ctx.owner.token, lang, body: { id, data } });

describe('recording a payment', () => {
  test('moves paid and the status: Pending while partly paid, Paid once the payments reach the total', async () => {
    const invoice = await invoiceOf();
    expect(invoice).toMatchObject({ total: 20, paid: null, balance: 20, status: 'Pending' });
    const first = ok(await postPayment(ctx, invoice.id, 5.5, { date: later('01-05'), check: 'CHK-1' }));
    expect(first).toMatchObject({ invoice: invoice.id, amount: 5.5, date: later('01-05'), check: 'CHK-1' });
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({
      paid: 5.5,
      balance: 14.5,
      status: 'Pending',
      check: 'CHK-1',
    });
    ok(await postPayment(ctx, invoice.id, 14.5, { date: later('01-09'), check: 'CHK-2' }));
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({
      paid: 20,
      balance: 0,
      status: 'Paid',
      paymentDate: later('01-09'),
      check: 'CHK-2',
    });
    const listed = ok<{ rows: { amount: number }[] }>(
      await as(ctx, 'GET', '/api/invoice-payment', { query: { filter: { invoice: invoice.id } } }),
    );
    expect(listed.rows.map((row) => row.amount).sort()).toEqual([14.5, 5.5]);
  });

  test('the balance due is kept by the database: filtered by, never written', async () => {
    const owing = await invoiceOf(3);
    ok(await postPayment(ctx, owing.id, 12.25, { date: later('01-05'), check: null }));
    const settled = await invoiceOf(1);
    ok(await postPayment(ctx, settled.id, 10, { date: later('01-05'), check: null }));
    const found = ok<{ rows: { id: string; balance: number }[] }>(
      await as(ctx, 'GET', '/api/invoice', { query: { filter: { balanceRange: ['17.75', '17.75'] }, limit: 100 } }),
    );
    expect(found.rows.map((row) => [row.id, row.balance])).toEqual([[owing.id, 17.75]]);
    const unpaid = ok<{ rows: { id: string }[] }>(
      await as(ctx, 'GET', '/api/invoice', { query: { filter: { balanceRange: ['0.01', ''] }, limit: 1000 } }),
    );
    expect(unpaid.rows.map((row) => row.id)).toContain(owing.id);
    expect(unpaid.rows.map((row) => row.id)).not.toContain(settled.id);
    const put = await call(ctx.app, 'PUT', `/api/invoice/${owing.id}`, {
      token: ctx.owner.token,
      body: { id: owing.id, data: { balance: 0 } },
    });
    expect(put.status).toBe(400);
    expect((await getRecord(ctx, 'invoice', owing.id)).balance).toBe(17.75);
  });

  test('each payment is audited, and so is the invoice it moves', async () => {
    const invoice = await invoiceOf();
    const payment = ok(await postPayment(ctx, invoice.id, 20));
    const entries = await ctx.db.select().from(auditLog);
    const ofPayment = entries.filter((e) => e.entityId === payment.id);
    expect(ofPayment).toEqual([
      expect.objectContaining({ entityName: 'invoicePayment', action: 'create', createdById: ctx.owner.id }),
    ]);
    const ofInvoice = entries.filter((e) => e.entityId === invoice.id && e.action === 'update');
    expect(ofInvoice).toEqual([
      expect.objectContaining({
        entityName: 'invoice',
        createdById: ctx.owner.id,
        values: expect.objectContaining({ paid: 20, status: 'Paid' }),
      }),
    ]);
  });

  test("more than the balance due is refused, naming the balance, in the caller's language; nothing is written", async () => {
    const invoice = await invoiceOf();
    ok(await postPayment(ctx, invoice.id, 15));
    const en = await refusedBooks(400, () => pay(invoice.id, 5.01));
    expect(en.message).toBe(`This payment is more than the balance due on invoice ${invoice.valueID} ($5.00)`);
    const pt = await refusedBooks(400, () => pay(invoice.id, 100, 'pt-BR'));
    expect(pt.message).toBe(`Este pagamento é maior que o saldo devedor da fatura ${invoice.valueID} (US$\u00a05,00)`);
    ok(await postPayment(ctx, invoice.id, 5));
    const paidUp = await refusedBooks(400, () => pay(invoice.id, 0.01));
    expect(paidUp.message).toBe(`This payment is more than the balance due on invoice ${invoice.valueID} ($0.00)`);
  });

  test('a payment on a Void invoice is refused; nothing is written', async () => {
    const invoice = await invoiceOf();
    ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' }));
    expect((await refusedBooks(400, () => pay(invoice.id, 1))).message).toBe(
      `Invoice ${invoice.valueID} is void and cannot receive payments`,
    );
    expect((await refusedBooks(400, () => pay(invoice.id, 1, 'pt-BR'))).message).toBe(
      `A fatura ${invoice.valueID} está anulada e não pode receber pagamentos`,
    );
  });

  test('zero, negative or missing amounts and unknown invoices are refused; nothing is written', async () => {
    const invoice = await invoiceOf();
    for (const amount of [0, -1, null]) {
      const body = await refusedBooks(400, () => pay(invoice.id, amount));
      expect(Object.keys(body.errors ?? {})).toEqual(['amount']);
    }
    await refusedBooks(400, () => pay('00000000-0000-4000-8000-000000000000', 1));
  });

  test('a payment is never edited or deleted: corrections are new entries', async () => {
    const invoice = await invoiceOf();
    const payment = ok(await postPayment(ctx, invoice.id, 1));
    await refusedBooks(404, () =>
      as(ctx, 'PUT', `/api/invoice-payment/${payment.id}`, { body: { id: payment.id, data: { amount: 2 } } }),
    );
    await refusedBooks(404, () => as(ctx, 'DELETE', '/api/invoice-payment', { query: { ids: [payment.id] } }));
  });
});

describe('payments sent at once', () => {
  test('eight payments of 5.00 on a 20.00 invoice: exactly four are recorded, never more than the total', async () => {
    const invoice = await invoiceOf();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(invoice.id, 5)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(4);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(`This payment is more than the balance due on invoice ${invoice.valueID} ($0.00)`);
    }
    const rows = await ctx.db.select().from(invoicePayment).where(eq(invoicePayment.invoice, invoice.id));
    expect(rows.map((row) => Number(row.amount))).toEqual([5, 5, 5, 5]);
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 20, status: 'Paid' });
  });
});

describe('what is paid is not typed on the invoice', () => {
  test('saying Paid on an unpaid invoice is refused with a message, on update and create; nothing is written', async () => {
    const invoice = await invoiceOf();
    const en = await refusedBooks(400, () => put(invoice.id, { status: 'Paid' }));
    expect(en.message).toBe('An invoice becomes Paid when its payments reach the total: record a payment instead');
    const pt = await refusedBooks(400, () => put(invoice.id, { status: 'Paid' }, 'pt-BR'));
    expect(pt.message).toBe('Uma fatura fica Paga quando os pagamentos atingem o total: registre um pagamento');
    const packing = await createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, 1);
    await refusedBooks(400, () => postInvoice(ctx, invoiceData(packing, { status: 'Paid' })));
    // A paid invoice sent back as it is stays Paid.
    ok(await postPayment(ctx, invoice.id, 20));
    expect(ok(await put(invoice.id, { status: 'Paid' })).status).toBe('Paid');
  });

  test('a paid amount, payment date or check number in an invoice write is refused: record a payment; nothing is written', async () => {
    const invoice = await invoiceOf();
    for (const data of [{ paid: 20 }, { paymentDate: later('01-02') }, { check: '77' }, { paid: null }]) {
      expect((await refusedBooks(400, () => put(invoice.id, data))).message).toBe(
        'What was paid is not typed on the invoice: record a payment instead',
      );
    }
    expect((await refusedBooks(400, () => put(invoice.id, { paid: 20 }, 'pt-BR'))).message).toBe(
      'O valor pago não é digitado na fatura: registre um pagamento',
    );
    const packing = await createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, 1);
    await refusedBooks(400, () => postInvoice(ctx, invoiceData(packing, { paid: 5 })));
  });

  test('the total cannot drop below what was paid; nothing is written', async () => {
    const invoice = await invoiceOf();
    ok(await postPayment(ctx, invoice.id, 15));
    const body = await refusedBooks(400, () => put(invoice.id, { unitPrice: 7 }));
    expect(body.message).toBe('The total cannot go below what was already paid ($15.00)');
    expect(ok(await put(invoice.id, { unitPrice: 7.5 }))).toMatchObject({ total: 15, paid: 15, status: 'Paid' });
  });
});
