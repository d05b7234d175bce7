/**
 * docs/domain-rules.md#shippers: a shipper's quantity is parts received, so it moves its product's
 * inventory on create, update, product change and delete; `packed` is the server's, and a
 * quantity can never drop below it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import {
  as,
  auditCount,
  createCustomer,
  createProduct,
  createShipper,
  deleteShippers,
  inventoryOf,
  ok,
  refused,
  setupPartsFlow,
  shipperData,
  snapshot,
  updateShipper,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();

describe('inventory follows shippers', () => {
  test('a create adds its quantity, whether the inventory was empty or a number', async () => {
    const customer = (await createCustomer(ctx)).id;
    const empty = (await createProduct(ctx, customer, { openingStock: null })).id;
    const stocked = (await createProduct(ctx, customer, { openingStock: 100 })).id;
    const audit = await auditCount(ctx);
    await createShipper(ctx, customer, empty, 5);
    await createShipper(ctx, customer, stocked, 3);
    expect([await inventoryOf(ctx, empty), await inventoryOf(ctx, stocked)]).toEqual([5, 103]);
    expect(await auditCount(ctx)).toBe(audit + 2);
  });

  test('an update moves the difference, up and down; a refused update moves nothing', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer, { openingStock: 10 })).id;
    const shipper = await createShipper(ctx, customer, product, 5);
    expect(await inventoryOf(ctx, product)).toBe(15);
    expect(ok(await updateShipper(ctx, shipper.id, shipperData(customer, product, 8))).quantity).toBe(8);
    expect(await inventoryOf(ctx, product)).toBe(18);
    ok(await updateShipper(ctx, shipper.id, shipperData(customer, product, 2)));
    expect(await inventoryOf(ctx, product)).toBe(12);
    // Only the quantity and notes change: inventory stays.
    ok(await updateShipper(ctx, shipper.id, shipperData(customer, product, 2, { notes: 'recount' })));
    expect(await inventoryOf(ctx, product)).toBe(12);

    await refused(ctx, 400, () => updateShipper(ctx, shipper.id, shipperData(customer, product, 0)));
    const missing = await refused(ctx, 400, () =>
      updateShipper(ctx, shipper.id, shipperData(customer, randomUUID(), 9)),
    );
    expect(missing.message).toBe('A referenced record does not exist');
  });

  test('moving a shipper to another product takes its old quantity from the old one and adds the new to the new', async () => {
    const customer = (await createCustomer(ctx)).id;
    const from = (await createProduct(ctx, customer, { openingStock: 50 })).id;
    const to = (await createProduct(ctx, customer, { openingStock: null })).id;
    const shipper = await createShipper(ctx, customer, from, 6);
    expect(await inventoryOf(ctx, from)).toBe(56);
    const audit = await auditCount(ctx);
    const moved = ok(await updateShipper(ctx, shipper.id, shipperData(customer, to, 4)));
    expect(moved).toMatchObject({ product: to, quantity: 4 });
    expect([await inventoryOf(ctx, from), await inventoryOf(ctx, to)]).toEqual([50, 4]);
    expect(await auditCount(ctx)).toBe(audit + 1);
    // And back, same quantity.
    ok(await updateShipper(ctx, shipper.id, shipperData(customer, from, 4)));
    expect([await inventoryOf(ctx, from), await inventoryOf(ctx, to)]).toEqual([54, 0]);
  });

  test('a delete takes the quantity back off; a bulk delete of two shippers of one product takes both', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer, { openingStock: 1 })).id;
    const [a, b, c] = [
      await createShipper(ctx, customer, product, 2),
      await createShipper(ctx, customer, product, 3),
      await createShipper(ctx, customer, product, 7),
    ];
    expect(await inventoryOf(ctx, product)).toBe(13);
    ok(await deleteShippers(ctx, [c.id]));
    expect(await inventoryOf(ctx, product)).toBe(6);

    // All or nothing: one unknown id refuses the whole bulk delete.
    await refused(ctx, 404, () => deleteShippers(ctx, [a.id, randomUUID()]));
    const audit = await auditCount(ctx);
    // A repeated id deletes (and takes back) once.
    ok(await deleteShippers(ctx, [a.id, b.id, a.id]));
    expect(await inventoryOf(ctx, product)).toBe(1);
    expect(await auditCount(ctx)).toBe(audit + 2);
    expect((await as(ctx, 'GET', `/api/shipper/${a.id}`)).status).toBe(404);
  });
});

describe('packed', () => {
  test('starts at 0; sending it on create, update or import is a 400 unknown key and writes nothing', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer)).id;
    const shipper = await createShipper(ctx, customer, product, 4);
    expect(shipper.packed).toBe(0);
    expect(ok(await as(ctx, 'GET', `/api/shipper/${shipper.id}`)).packed).toBe(0);

    const data = shipperData(customer, product, 4, { packed: 3 });
    for (const request of [
      () => as(ctx, 'POST', '/api/shipper', { body: { data } }),
      () => as(ctx, 'POST', '/api/shipper', { body: { data: { ...data, packed: 0 } } }),
      () => updateShipper(ctx, shipper.id, data),
      () => as(ctx, 'POST', '/api/shipper/import', { body: { data, importHash: randomUUID() } }),
    ]) {
      const body = await refused(ctx, 400, request);
      expect(body.errors?._unknown).toBe('Data has keys beyond those specified: packed');
    }
  });

  test('a quantity below packed is refused and changes nothing; down to packed is allowed and keeps packed', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer, { openingStock: 0 })).id;
    const shipper = await createShipper(ctx, customer, product, 10);
    // Packing lists do not exist yet: pack 7 parts straight in the table.
    await ctx.db.update(resourceTables.shipper).set({ packed: 7 }).where(eq(resourceTables.shipper.id, shipper.id));

    const before = await snapshot(ctx);
    const body = await refused(ctx, 400, () => updateShipper(ctx, shipper.id, shipperData(customer, product, 6)));
    expect(body.message).toBe('Quantity cannot be less than the 7 parts already packed');
    const lower = await refused(ctx, 400, () =>
      updateShipper(ctx, shipper.id, shipperData(customer, product, 1, { notes: 'x' })),
    );
    expect(lower.message).toBe('Quantity cannot be less than the 7 parts already packed');
    expect(await snapshot(ctx)).toEqual(before);
    expect(ok(await as(ctx, 'GET', `/api/shipper/${shipper.id}`)).quantity).toBe(10);
    expect(await inventoryOf(ctx, product)).toBe(10);

    const updated = ok(await updateShipper(ctx, shipper.id, shipperData(customer, product, 7)));
    expect(updated).toMatchObject({ quantity: 7, packed: 7 });
    expect(await inventoryOf(ctx, product)).toBe(7);
    expect(await auditCount(ctx)).toBe(before.audit + 1);
  });
});
