/**
 * Issue 34's cases, as reported: sub-cent payments that overpaid, dates of payments and stock
 * adjustments out of any plausible range, a customer name reversed by a bidi control. Each is
 * refused with a message in the caller's language, and nothing is written (tests/api/field-rules.test.ts
 * runs the same rules over every field of every resource).
 */
import { asc } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { happenedRange } from '../../resources/kit/field-rules';
import { resourceTables } from '../../server/db/tables';
import { billingSnapshot, createInvoice, getRecord } from '../helpers/billing';
import { daysFromToday, later } from '../helpers/dates';
import { call } from '../helpers/http';
import {
  createCustomer,
  createPacking,
  createProduct,
  inventoryOf,
  ok,
  refused,
  setupPartsFlow,
  shipperFlow,
  type PartsFlowContext,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const { invoicePayment } = resourceTables;

const books = async (c: PartsFlowContext) => ({
  ...(await billingSnapshot(c)),
  payments: await c.db.select().from(invoicePayment).orderBy(asc(invoicePayment.id)),
});
const refusedBooks = (request: () => ReturnType<typeof call>) => refused(ctx, 400, request, books);

/** An invoice of 2 parts at 10.00: 20.00, due in the future. */
async function invoiceOf() {
  const packing = await createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, 2);
  return createInvoice(ctx, packing, { date: later('01-01'), unitPrice: 10 });
}

const pay = (invoice: string, amount: unknown, lang = 'en', extra: Record<string, unknown> = {}) =>
  call(ctx.app, 'POST', '/api/invoice-payment', {
    token: ctx.owner.token,
    lang,
    body: { data: { invoice, amount, date: later('01-10'), check: null, notes: null, ...extra } },
  });

/** The last day a date of something that happened may be, as en and pt-BR write it. */
function lastDay() {
  const [y, m, d] = happenedRange().max.split('-');
  return { en: `${m}/${d}/${y}`, pt: `${d}/${m}/${y}` };
}

describe('sub-cent amounts never overpay', () => {
  test('0.07 then 19.935 on a 20.00 invoice: the second is refused naming the places; never 20.01', async () => {
    const invoice = await invoiceOf();
    ok(await pay(invoice.id, 0.07));
    for (const [lang, amount, message] of [
      ['en', 19.935, 'Amount must have at most 2 decimal places'],
      ['pt-BR', '19.935', 'Valor deve ter no máximo 2 casas decimais'],
      ['en', 0.001, 'Amount must have at most 2 decimal places'],
    ] as const) {
      const body = await refusedBooks(() => pay(invoice.id, amount, lang));
      expect([body.message, body.errors], `${lang} ${amount}`).toEqual([message, { amount: message }]);
    }
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 0.07, status: 'Pending' });
    // 19.94 is more than the balance of 19.93, as stored; 19.93 pays it to the cent.
    expect((await refusedBooks(() => pay(invoice.id, 19.94))).message).toBe(
      `This payment is more than the balance due on invoice ${invoice.valueID} ($19.93)`,
    );
    ok(await pay(invoice.id, 19.93));
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: 20, status: 'Paid' });
  });
});

describe('dates of things that happened lie between 2000-01-01 and a year from today', () => {
  test("payments dated 1900-01-01 or 9999-12-31 are refused, the range in the reader's format; nothing is written", async () => {
    const invoice = await invoiceOf();
    const last = lastDay();
    for (const date of ['1900-01-01', '1999-12-31', '9999-12-31', '0001-01-01', daysFromToday(400)]) {
      const en = await refusedBooks(() => pay(invoice.id, 1, 'en', { date }));
      expect([en.message, en.errors], date).toEqual([
        `Date must be between 01/01/2000 and ${last.en}`,
        { date: en.message },
      ]);
      const pt = await refusedBooks(() => pay(invoice.id, 1, 'pt-BR', { date }));
      expect(pt.message, date).toBe(`Data deve estar entre 01/01/2000 e ${last.pt}`);
    }
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ paid: null, paymentDate: null });
    ok(await pay(invoice.id, 1, 'en', { date: '2000-01-01' }));
    ok(await pay(invoice.id, 1, 'en', { date: happenedRange().max }));
  });

  test('a stock adjustment dated 0001-01-01 is refused; on hand stays', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer, { openingStock: 4 })).id;
    const last = lastDay();
    const adjust = (date: string, lang = 'en') =>
      call(ctx.app, 'POST', '/api/stock-adjustment', {
        token: ctx.owner.token,
        lang,
        body: { data: { product, quantity: 1, reason: 'found', date, notes: null } },
      });
    for (const date of ['0001-01-01', '1999-12-31', '9999-12-31']) {
      expect((await refused(ctx, 400, () => adjust(date))).errors, date).toEqual({
        date: `Date must be between 01/01/2000 and ${last.en}`,
      });
      expect((await refused(ctx, 400, () => adjust(date, 'pt-BR'))).message, date).toBe(
        `Data deve estar entre 01/01/2000 e ${last.pt}`,
      );
    }
    expect(await inventoryOf(ctx, product)).toBe(4);
  });
});

describe('controls that reverse text', () => {
  test('a customer named A\\u202Egnp.exe is refused, in both languages; nothing is written', async () => {
    const customer = await createCustomer(ctx);
    for (const name of ['A\u202egnp.exe', 'A\u2067gnp.exe\u2069', '\u202aAcme']) {
      const create = (lang: string) =>
        call(ctx.app, 'POST', '/api/customer', {
          token: ctx.owner.token,
          lang,
          body: { data: { name, email: 'a@b.co', term: 'T30' } },
        });
      expect((await refused(ctx, 400, () => create('en'))).errors).toEqual({
        name: 'Name must not contain characters that change the direction of the text (U+202A to U+202E, U+2066 to U+2069)',
      });
      expect((await refused(ctx, 400, () => create('pt-BR'))).message).toBe(
        'Nome não pode conter caracteres que mudam a direção do texto (U+202A a U+202E, U+2066 a U+2069)',
      );
      const update = () =>
        call(ctx.app, 'PUT', `/api/customer/${customer.id}`, {
          token: ctx.owner.token,
          body: { id: customer.id, data: { name } },
        });
      expect((await refused(ctx, 400, update)).errors).toHaveProperty('name');
    }
  });
});
