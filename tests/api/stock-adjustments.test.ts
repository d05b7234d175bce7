/**
 * On hand is a ledger the server keeps (README "Inventory"): an opening stock at creation, then shippers
 * in, packing lists out and stock adjustments either way. Typing on hand, changing the opening stock, an
 * adjustment below zero, of zero parts or for no reason are refused with a message, and nothing is written.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { call } from '../helpers/http';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  createShipper,
  inventoryOf,
  ok,
  refused,
  setupPartsFlow,
  type Row,
} from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

const adjust = (product: string, quantity: unknown, reason: unknown = 'count', lang = 'en', token = ctx.owner.token) =>
  call(ctx.app, 'POST', '/api/stock-adjustment', {
    token,
    lang,
    body: { data: { product, quantity, reason, date: '2026-03-04', notes: null } },
  });
const putProduct = (id: string, data: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'PUT', `/api/product/${id}`, { token: ctx.owner.token, lang, body: { id, data } });

async function productWith(openingStock: number) {
  const customer = (await createCustomer(ctx)).id;
  return { customer, product: (await createProduct(ctx, customer, { openingStock })).id };
}

describe('on hand is never typed', () => {
  test('a new product starts at its opening stock (0 when none is given)', async () => {
    const { customer, product } = await productWith(7);
    expect(await inventoryOf(ctx, product)).toBe(7);
    expect(await inventoryOf(ctx, (await createProduct(ctx, customer)).id)).toBe(0);
  });

  test('PUT of inventory, 999 or -500, is a 400 saying to record an adjustment; nothing is written', async () => {
    const { product } = await productWith(3);
    for (const inventory of [999, -500, 3]) {
      const body = await refused(ctx, 400, () => putProduct(product, { inventory }));
      expect(body.message).toBe(
        'On hand is kept by the server and cannot be typed: give an opening stock when creating the product, then record stock adjustments',
      );
    }
    const pt = await refused(ctx, 400, () => putProduct(product, { inventory: 999, name: 'x' }, 'pt-BR'));
    expect(pt.message).toMatch(/^O estoque é mantido pelo servidor/);
    expect(await inventoryOf(ctx, product)).toBe(3);
  });

  test('a create sending inventory is refused too; the opening stock may not be negative', async () => {
    const customer = (await createCustomer(ctx)).id;
    const typed = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/product', { body: { data: { part: 'typed', customer, inventory: 5 } } }),
    );
    expect(typed.message).toMatch(/^On hand is kept by the server/);
    const negative = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/product', { body: { data: { part: 'neg', customer, openingStock: -1 } } }),
    );
    expect(negative.errors).toHaveProperty('openingStock');
  });

  test('the opening stock is fixed once created; the other fields still save and keep on hand', async () => {
    const { product } = await productWith(4);
    const body = await refused(ctx, 400, () => putProduct(product, { openingStock: 40 }));
    expect(body.message).toBe(
      'The opening stock is set when the product is created and cannot change: record a stock adjustment instead',
    );
    expect(ok(await putProduct(product, { name: 'Bracket', openingStock: 4 }))).toMatchObject({
      name: 'Bracket',
      inventory: 4,
      openingStock: 4,
    });
  });
});

describe('stock adjustments', () => {
  test('move on hand either way, record who, are listed by product and audited', async () => {
    const { product } = await productWith(5);
    const found = ok(await adjust(product, 3, 'found'));
    expect(found).toMatchObject({
      product,
      quantity: 3,
      reason: 'found',
      date: '2026-03-04',
      recordedBy: ctx.owner.email,
    });
    ok(await adjust(product, -6, 'scrap'));
    expect(await inventoryOf(ctx, product)).toBe(2);
    const listed = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/stock-adjustment', { query: { filter: { product } } }),
    );
    expect(listed.rows.map((row) => row.quantity).sort()).toEqual([-6, 3]);
    const audit = await ctx.db
      .select()
      .from(resourceTables.auditLog)
      .where(eq(resourceTables.auditLog.entityId, found.id));
    expect(audit).toEqual([
      expect.objectContaining({ entityName: 'stockAdjustment', action: 'create', createdById: ctx.owner.id }),
    ]);
  });

  test('on hand = opening + received - shipped + adjustments', async () => {
    const { customer, product } = await productWith(10);
    const shipper = await createShipper(ctx, customer, product, 8);
    await createPacking(ctx, shipper, 5);
    ok(await adjust(product, -2, 'scrap'));
    ok(await adjust(product, 1, 'customerReturn'));
    expect(await inventoryOf(ctx, product)).toBe(10 + 8 - 5 - 2 + 1);
  });

  test("below zero is refused naming what is on hand, in the caller's language; nothing is written", async () => {
    const { product } = await productWith(4);
    const part = ok(await as(ctx, 'GET', `/api/product/${product}`)).part;
    expect((await refused(ctx, 400, () => adjust(product, -5, 'scrap'))).message).toBe(
      `This would take part ${part} below zero: only 4 on hand`,
    );
    expect((await refused(ctx, 400, () => adjust(product, -5, 'scrap', 'pt-BR'))).message).toBe(
      `Isto deixaria a peça ${part} abaixo de zero: há apenas 4 em estoque`,
    );
    ok(await adjust(product, -4, 'scrap'));
    expect(await inventoryOf(ctx, product)).toBe(0);
  });

  test('a packing list cannot ship parts an adjustment took off: refused, nothing written', async () => {
    const { customer, product } = await productWith(0);
    const shipper = await createShipper(ctx, customer, product, 5);
    ok(await adjust(product, -4, 'scrap'));
    const res = await as(ctx, 'POST', '/api/packing', {
      body: {
        data: {
          date: '2026-03-05',
          customer,
          product,
          shipper: shipper.id,
          po: null,
          rma: null,
          quantity: 2,
          status: 'Active',
          notes: null,
        },
      },
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/below zero: only 1 on hand$/);
    expect(await inventoryOf(ctx, product)).toBe(1);
  });

  test('bad input: zero, a bad reason, a fraction, no product, an unknown product: 400, nothing written', async () => {
    const { product } = await productWith(4);
    expect((await refused(ctx, 400, () => adjust(product, 0))).message).toBe(
      'An adjustment moves at least one part: enter a quantity other than zero',
    );
    expect((await refused(ctx, 400, () => adjust(product, 2, 'theft'))).errors).toHaveProperty('reason');
    expect((await refused(ctx, 400, () => adjust(product, 2, null))).errors).toHaveProperty('reason');
    expect((await refused(ctx, 400, () => adjust(product, 1.5))).errors).toHaveProperty('quantity');
    expect((await refused(ctx, 400, () => adjust(product, 'many'))).errors).toHaveProperty('quantity');
    expect((await refused(ctx, 400, () => adjust(null as unknown as string, 2))).errors).toHaveProperty('product');
    expect((await refused(ctx, 400, () => adjust('00000000-0000-4000-8000-000000000000', 2))).message).toBe(
      'A referenced record does not exist',
    );
    expect(await inventoryOf(ctx, product)).toBe(4);
  });

  test('never edited or deleted', async () => {
    const { product } = await productWith(4);
    const made = ok(await adjust(product, 1));
    const put = await as(ctx, 'PUT', `/api/stock-adjustment/${made.id}`, {
      body: { id: made.id, data: { quantity: 100 } },
    });
    const del = await as(ctx, 'DELETE', '/api/stock-adjustment', { query: { ids: [made.id] } });
    expect([put.status, del.status]).toEqual([404, 404]);
    expect(await inventoryOf(ctx, product)).toBe(5);
  });

  test('product editors record them, product viewers only read them', async () => {
    const { product } = await productWith(4);
    const editor = await createUser(ctx.app, ctx.db, { roles: ['productEditor'] });
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['productViewer'] });
    ok(await adjust(product, 1, 'found', 'en', editor.token));
    expect((await refused(ctx, 403, () => adjust(product, 1, 'found', 'en', viewer.token))).message).toBeTruthy();
    const listed = await call(ctx.app, 'GET', '/api/stock-adjustment', {
      token: viewer.token,
      query: { filter: { product } },
    });
    expect(ok<{ count: number }>(listed).count).toBe(1);
  });

  test('20 concurrent adjustments of -1 on 12 on hand: exactly 12 succeed, on hand ends at 0, never below', async () => {
    const { product } = await productWith(12);
    const results = await Promise.all(Array.from({ length: 20 }, () => adjust(product, -1, 'scrap')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    const refusals = results.filter((r) => r.status !== 200);
    expect(refusals.map((r) => [r.status, (r.body as { message: string }).message])).toEqual(
      Array.from({ length: 8 }, () => [400, expect.stringMatching(/below zero: only 0 on hand$/)]),
    );
    expect(await inventoryOf(ctx, product)).toBe(0);
    const listed = ok<{ count: number }>(
      await as(ctx, 'GET', '/api/stock-adjustment', { query: { filter: { product } } }),
    );
    expect(listed.count).toBe(12);
  });
});
