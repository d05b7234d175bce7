/**
 * GET /api/inventory sums on the server: with 1,500 parts on hand (past the 1,000 the page once
 * stopped at), every page's subtotals and the grand total cover all of them, the pages together list
 * each part once, and the export holds all 1,500. Bad paging is a 400.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { as, createCustomer, ok, setupPartsFlow } from '../helpers/parts-flow';
import { inventoryAnswer } from '../../resources/kit/inventory-answer';
import { describedBy } from '../helpers/answer-schema';

const ctx = setupPartsFlow();
const PARTS = 1500;

interface Answer {
  rows: { id: string; customer: string; customerName: string; part: string; inventory: number }[];
  count: number;
  customers: { id: string; name: string; parts: number; onHand: number }[];
  total: { parts: number; onHand: number };
}
const page = async (limit: number, offset: number) =>
  ok<Answer>(await describedBy(inventoryAnswer, as(ctx, 'GET', '/api/inventory', { query: { limit, offset } })));

const expected = { onHand: 0, byCustomer: new Map<string, { parts: number; onHand: number }>() };

beforeAll(async () => {
  const customers = [
    await createCustomer(ctx, 'Acme inventory'),
    await createCustomer(ctx, 'Bolt inventory'),
    await createCustomer(ctx, 'Zinc inventory'),
  ];
  const rows = Array.from({ length: PARTS + 30 }, (_, i) => {
    // 30 parts with none on hand: listed nowhere, summed nowhere.
    const inventory = i < PARTS ? (i % 7) + 1 : 0;
    const customer = customers[i % 3].id;
    if (inventory) {
      const sums = expected.byCustomer.get(customer) ?? { parts: 0, onHand: 0 };
      expected.byCustomer.set(customer, { parts: sums.parts + 1, onHand: sums.onHand + inventory });
      expected.onHand += inventory;
    }
    return {
      id: randomUUID(),
      part: `INV-${String(i).padStart(5, '0')}`,
      customer,
      openingStock: inventory,
      inventory,
    };
  });
  await ctx.db.insert(resourceTables.product).values(rows);
});

describe('GET /api/inventory', () => {
  test('a page of 50: the grand total and each customer subtotal are over all 1,500 parts', async () => {
    const first = await page(50, 0);
    expect(first.rows).toHaveLength(50);
    expect(first.count).toBe(PARTS);
    expect(first.total).toEqual({ parts: PARTS, onHand: expected.onHand });
    for (const customer of first.customers) expect(customer).toMatchObject(expected.byCustomer.get(customer.id)!);
    expect(first.customers.map((c) => c.name)).toEqual(['Acme inventory']);
  });

  test('pages list every part on hand once, by customer then part', async () => {
    const seen = [...(await page(1000, 0)).rows, ...(await page(1000, 1000)).rows];
    expect(seen).toHaveLength(PARTS);
    expect(new Set(seen.map((row) => row.id)).size).toBe(PARTS);
    expect(seen.every((row) => row.inventory > 0)).toBe(true);
    const order = seen.map((row) => `${row.customerName}|${row.part}`);
    expect(order).toEqual([...order].sort());
    const last = await page(50, 1480);
    expect(last.rows).toHaveLength(20);
    expect(last.customers.map((c) => c.name)).toEqual(['Zinc inventory']);
    expect((await page(50, PARTS)).rows).toEqual([]);
  });

  test('the export (the product list, no limit, on hand ≥ 1) holds all 1,500', async () => {
    const exported = ok<{ rows: { inventory: number }[] }>(
      await as(ctx, 'GET', '/api/product', {
        query: { filter: { inventoryRange: [1, ''] }, orderBy: 'customer_ASC' },
      }),
    );
    expect(exported.rows).toHaveLength(PARTS);
    expect(exported.rows.reduce((sum, row) => sum + row.inventory, 0)).toBe(expected.onHand);
  });

  test('bad paging is a 400 naming the parameter', async () => {
    for (const query of [{ limit: -1 }, { limit: 'many' }, { offset: 1.5 }, { limit: ['5'] }]) {
      const res = await as(ctx, 'GET', '/api/inventory', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as { message: string }).message).toBe(
        `${Object.keys(query)[0]} must be a whole number of zero or more`,
      );
    }
  });
});
