/**
 * Numbers inside the server's messages follow the caller's language (issue 34, item 2): a rule's bound
 * "2,147,483,647" / "2.147.483.647", the balance due in the shop's currency "$3,400.00" / "R$ 3.400,00",
 * a count on hand "2,000" / "2.000". Each refusal writes nothing.
 */
import { describe, expect, test } from 'vitest';
import { billingSnapshot, createInvoice } from '../helpers/billing';
import { call } from '../helpers/http';
import { daysFromToday } from '../helpers/dates';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  ok,
  refused,
  setupPartsFlow,
  shipperFlow,
  shipperData,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();

const post = (path: string, data: Record<string, unknown>, lang: string) =>
  call(ctx.app, 'POST', path, { token: ctx.owner.token, lang, body: { data } });
/** Intl's no-break space after a currency symbol, as a plain one. */
const plain = (body: { message: string }) => body.message.replace(/\u00a0/g, ' ');

describe("numbers in refusals, in the caller's language", () => {
  test('a bound: "less than or equal to 2,147,483,647" / "menor ou igual a 2.147.483.647"', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer)).id;
    const data = shipperData(customer, product, 2_147_483_648);
    const en = await refused(ctx, 400, () => post('/api/shipper', data, 'en'));
    expect(en.errors?.quantity).toBe('Quantity must be less than or equal to 2,147,483,647');
    const pt = await refused(ctx, 400, () => post('/api/shipper', data, 'pt-BR'));
    expect(pt.errors?.quantity).toBe('Quantidade deve ser menor ou igual a 2.147.483.647');
  });

  test('a count on hand: "only 2,000 on hand" / "há apenas 2.000 em estoque"', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = await createProduct(ctx, customer, { openingStock: 2000 });
    const data = { product: product.id, quantity: -5000, reason: 'scrap', date: '2026-03-04', notes: null };
    const en = await refused(ctx, 400, () => post('/api/stock-adjustment', data, 'en'));
    expect(en.message).toBe(`This would take part ${product.part} below zero: only 2,000 on hand`);
    const pt = await refused(ctx, 400, () => post('/api/stock-adjustment', data, 'pt-BR'));
    expect(pt.message).toBe(`Isto deixaria a peça ${product.part} abaixo de zero: há apenas 2.000 em estoque`);
  });

  test('the balance due in the shop\'s currency: "$3,400.00", then "R$ 3.400,00" once the shop keeps reais', async () => {
    const packing = await createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, 1);
    const invoice = await createInvoice(ctx, packing, { date: daysFromToday(0), unitPrice: 3400 });
    const data = { invoice: invoice.id, amount: 3400.01, date: daysFromToday(0), check: null, notes: null };
    const pay = (lang: string) => refused(ctx, 400, () => post('/api/invoice-payment', data, lang), billingSnapshot);
    const number = invoice.valueID;
    expect(plain(await pay('en'))).toBe(`This payment is more than the balance due on invoice ${number} ($3,400.00)`);
    expect(plain(await pay('pt-BR'))).toBe(
      `Este pagamento é maior que o saldo devedor da fatura ${number} (US$ 3.400,00)`,
    );

    ok(
      await as(ctx, 'PUT', '/api/settings/profile', {
        body: { profile: { shopName: 'Galvânica', address: 'Rua A, 1', currency: 'BRL', documentLanguage: 'pt-BR' } },
      }),
    );
    expect(plain(await pay('pt-BR'))).toBe(
      `Este pagamento é maior que o saldo devedor da fatura ${number} (R$ 3.400,00)`,
    );
    expect(plain(await pay('en'))).toBe(`This payment is more than the balance due on invoice ${number} (R$3,400.00)`);
  });
});
