/**
 * Lists that show the work waiting (issue 38): a shipper's Remaining (kept by the database as quantity
 * − packed) is listed, sorted, filtered and exported; the `open` filter lists what the picker puts
 * first (shippers with parts left to pack, Active packing lists not billed), or the rest.
 */
import { describe, expect, test } from 'vitest';
import { createInvoice } from '../helpers/billing';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  ok,
  packingData,
  refused,
  setupPartsFlow,
  shipperData,
  unique,
  updatePacking,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();

const list = async (resource: string, filter: Record<string, unknown>, orderBy?: string) =>
  ok<{ rows: Row[]; count: number }>(
    await as(ctx, 'GET', `/api/${resource}`, { query: { filter, limit: 100, ...(orderBy ? { orderBy } : {}) } }),
  );
const ids = (rows: Row[]) => rows.map((row) => row.id);

async function threeShippers() {
  const customer = await createCustomer(ctx, unique('Waiting Work'));
  const part = await createProduct(ctx, customer.id);
  const po = `WW-${Date.now()}`;
  const make = async () =>
    ok(await as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer.id, part.id, 10, { po }) } }));
  const [packed, partly, untouched] = [await make(), await make(), await make()];
  await createPacking(ctx, packed, 10);
  const partial = await createPacking(ctx, partly, 4);
  return { po, packed, partly, untouched, partial };
}

describe('shipper Remaining', () => {
  test('quantity − packed, kept as packing lists come and go; sorted and filtered by it', async () => {
    const { po, packed, partly, untouched, partial } = await threeShippers();
    const byPo = await list('shipper', { po }, 'remaining_ASC');
    expect(byPo.rows.map((row) => [row.id, row.remaining])).toEqual([
      [packed.id, 0],
      [partly.id, 6],
      [untouched.id, 10],
    ]);
    expect(ids((await list('shipper', { po, remainingRange: [1, ''] })).rows).sort()).toEqual(
      [partly.id, untouched.id].sort(),
    );
    // A void packing list gives its parts back.
    ok(await updatePacking(ctx, partial.id, packingData(partly, 4, { status: 'Void' })));
    expect(ok(await as(ctx, 'GET', `/api/shipper/${partly.id}`)).remaining).toBe(10);
  });

  test('the open filter: parts left to pack, or none left', async () => {
    const { po, packed, partly, untouched } = await threeShippers();
    expect(ids((await list('shipper', { po, open: true })).rows).sort()).toEqual([partly.id, untouched.id].sort());
    expect(ids((await list('shipper', { po, open: 'false' })).rows)).toEqual([packed.id]);
  });

  test('Remaining is the server’s: a write naming it is refused, nothing written', async () => {
    const customer = await createCustomer(ctx);
    const part = await createProduct(ctx, customer.id);
    const body = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper', { body: { data: { ...shipperData(customer.id, part.id, 5), remaining: 99 } } }),
    );
    expect(body.message).toMatch(/remaining/);
  });
});

describe('packing lists to bill', () => {
  test('the open filter: Active and not billed, or the rest (billed or void)', async () => {
    const { po, untouched } = await threeShippers();
    const billed = await createPacking(ctx, untouched, 3);
    const voided = await createPacking(ctx, untouched, 2, { status: 'Void' });
    const unbilled = await createPacking(ctx, untouched, 1);
    await createInvoice(ctx, billed);
    const open = (await list('packing', { po, open: true })).rows;
    // The two from threeShippers() are not billed either.
    expect(ids(open)).toContain(unbilled.id);
    expect(ids(open)).not.toContain(billed.id);
    expect(ids(open)).not.toContain(voided.id);
    expect(open.every((row) => row.status === 'Active' && row.invoice === null)).toBe(true);
    expect(ids((await list('packing', { po, open: false })).rows).sort()).toEqual([billed.id, voided.id].sort());
  });
});

describe('bad filters', () => {
  test('a value that is not yes or no is a 400; a resource without open work has no such filter', async () => {
    const bad = await as(ctx, 'GET', '/api/shipper', { query: { filter: { open: 'maybe' } } });
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid value for filter open']);
    const none = await as(ctx, 'GET', '/api/customer', { query: { filter: { open: true } } });
    expect([none.status, none.body.message]).toEqual([400, 'Unknown filter: open']);
  });
});
