/**
 * A part in use stays with its customer (issue 34, item 5): once anything references a product, a
 * change of its customer is refused with a message naming the part, what uses it and the field, and
 * nothing is written; the shipper, packing list and invoice stay editable (the invoice can be voided).
 * Derived from the declarations' `matches`, so a shipper's customer and part, and a packing list's,
 * hold the same way under what references them. A product nothing references still moves.
 */
import { describe, expect, test } from 'vitest';
import { createInvoice, refusedBilling, updateInvoice } from '../helpers/billing';
import { call } from '../helpers/http';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  createShipper,
  ok,
  refused,
  setupPartsFlow,
  shipperFlow,
  updateShipper,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const moveProduct =
  (id: string, customer: string, lang = 'en') =>
  () =>
    call(ctx.app, 'PUT', `/api/product/${id}`, { token: ctx.owner.token, body: { id, data: { customer } }, lang });
const get = async (resource: string, id: string) => ok(await as(ctx, 'GET', `/api/${resource}/${id}`));

describe('a product others reference keeps its customer', () => {
  test('with a shipper: 400 naming the part and its shipper in both languages, nothing written', async () => {
    const { product } = await shipperFlow(ctx, 5);
    const part = String((await get('product', product)).part);
    const other = (await createCustomer(ctx)).id;
    const body = await refused(ctx, 400, moveProduct(product, other));
    expect(body.message).toBe(
      `Nothing was changed: ${part} is still used by 1 Shipper, so its Customer can no longer change`,
    );
    const pt = await refused(ctx, 400, moveProduct(product, other, 'pt-BR'));
    expect(pt.message).toBe(
      `Nada foi alterado: ${part} ainda está em uso em 1 Remessa, então o campo Cliente não pode mais mudar`,
    );
  });

  test('with shippers, a packing list and an invoice: refused, and every one of them stays editable', async () => {
    const { customer, product, shipper } = await shipperFlow(ctx, 10);
    const second = await createShipper(ctx, customer, product, 3);
    const packing = await createPacking(ctx, shipper, 4);
    const invoice = await createInvoice(ctx, packing);
    const other = (await createCustomer(ctx)).id;
    const body = await refusedBilling(ctx, 400, moveProduct(product, other));
    expect(body.message).toMatch(/is still used by 2 Shippers, so its Customer can no longer change$/);
    expect((await get('product', product)).customer).toBe(customer);
    ok(await updateShipper(ctx, second.id, { po: 'po-2b' }));
    ok(await as(ctx, 'PUT', `/api/packing/${packing.id}`, { body: { id: packing.id, data: { notes: 'checked' } } }));
    expect(ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' })).status).toBe(
      'Void',
    );
  });

  test('with a stock adjustment only: refused too (anything referencing the part holds it)', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = await createProduct(ctx, customer, { openingStock: 5 });
    ok(
      await as(ctx, 'POST', '/api/stock-adjustment', {
        body: { data: { product: product.id, quantity: -1, reason: 'scrap', date: '2026-03-02', notes: null } },
      }),
    );
    const body = await refused(ctx, 400, moveProduct(product.id, (await createCustomer(ctx)).id));
    expect(body.message).toBe(
      `Nothing was changed: ${String(product.part)} is still used by 1 Stock adjustment, so its Customer can no longer change`,
    );
  });

  test('a product nothing references still moves, and its other fields still change when it is in use', async () => {
    const customer = (await createCustomer(ctx)).id;
    const free = await createProduct(ctx, customer);
    const other = (await createCustomer(ctx)).id;
    expect(ok(await moveProduct(free.id, other)()).customer).toBe(other);
    const { product } = await shipperFlow(ctx, 2);
    ok(
      await as(ctx, 'PUT', `/api/product/${product}`, {
        body: { id: product, data: { name: 'Renamed part', price: 3.5 } },
      }),
    );
    expect((await get('product', product)).name).toBe('Renamed part');
  });
});

describe('the same rule, derived, on the other records others must match', () => {
  test('a packing list an invoice references (even a void one) keeps its customer and part', async () => {
    const { customer, shipper } = await shipperFlow(ctx, 10);
    const packing = await createPacking(ctx, shipper, 4);
    const invoice = await createInvoice(ctx, packing);
    ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' }));
    const otherPart = await createProduct(ctx, customer);
    const body = await refusedBilling(ctx, 400, () =>
      as(ctx, 'PUT', `/api/packing/${packing.id}`, { body: { id: packing.id, data: { product: otherPart.id } } }),
    );
    expect(body.message).toMatch(
      /^Nothing was changed: \d+ is still used by 1 Invoice, so its Part Number can no longer change$/,
    );
  });
});
