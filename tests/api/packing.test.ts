/**
 * docs/domain-rules.md#packing-lists: an Active packing list counts toward its shipper's `packed` (never
 * past the shipper's quantity) and takes its parts off the product's inventory; Void,
 * lowering and delete release them. Its customer and part are the shipper's.
 * Concurrent packings: packing-concurrency.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  as,
  auditCount,
  createCustomer,
  createPacking,
  createProduct,
  createShipper,
  deletePackings,
  deleteShippers,
  inventoryOf,
  ok,
  packedOf,
  packingData,
  packingSnapshot,
  postPacking,
  refusedPacking,
  setupPartsFlow,
  shipperData,
  shipperFlow,
  updatePacking,
  updateShipper,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const only = (n: number) => `Only ${n} parts of this shipper remain to be packed`;
/** A shipper's packed count and its product's inventory, read through the API. */
const counts = async (shipper: string, product: string) => [
  await packedOf(ctx, shipper),
  await inventoryOf(ctx, product),
];

describe('a packing moves packed and inventory', () => {
  test('an Active packing adds its quantity to packed and takes it off inventory; status defaults to Active', async () => {
    const { customer, product, shipper } = await shipperFlow(ctx, 10, 5);
    const audit = await auditCount(ctx);
    const data = packingData(shipper, 4);
    delete data.status;
    const created = ok(await postPacking(ctx, data));
    expect(created).toMatchObject({
      status: 'Active',
      quantity: 4,
      customer,
      product,
      shipper: shipper.id,
      valueID: 1,
    });
    expect(await counts(shipper.id, product)).toEqual([4, 11]);
    expect(await auditCount(ctx)).toBe(audit + 1);
    await createPacking(ctx, shipper, 2, { status: 'Active' });
    expect(await counts(shipper.id, product)).toEqual([6, 9]);
  });

  test('a packing created Void moves nothing', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10);
    const before = await packingSnapshot(ctx);
    expect((await createPacking(ctx, shipper, 3, { status: 'Void' })).status).toBe('Void');
    const after = await packingSnapshot(ctx);
    expect([after.shippers, after.products]).toEqual([before.shippers, before.products]);
    expect(await counts(shipper.id, product)).toEqual([0, 10]);
  });
});

describe('a shipper can never be packed past its quantity', () => {
  test('past the remaining parts is refused naming them; exactly the remaining is accepted; then nothing more', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10);
    await createPacking(ctx, shipper, 4);
    const body = await refusedPacking(ctx, 400, () => postPacking(ctx, packingData(shipper, 7)));
    expect(body.message).toBe(only(6));
    await refusedPacking(ctx, 400, () => postPacking(ctx, packingData(shipper, 0)));
    await createPacking(ctx, shipper, 6);
    expect(await counts(shipper.id, product)).toEqual([10, 0]);
    expect((await refusedPacking(ctx, 400, () => postPacking(ctx, packingData(shipper, 1)))).message).toBe(only(0));
  });
});

describe('updates', () => {
  test('raising re-checks capacity, lowering releases, Void releases, Active takes again (if there is room)', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10);
    const [a, b] = [await createPacking(ctx, shipper, 4), await createPacking(ctx, shipper, 3)];
    // A's own 4 are released first: 7 of the shipper's 10 are free for it.
    expect((await refusedPacking(ctx, 400, () => updatePacking(ctx, a.id, { quantity: 8 }))).message).toBe(only(7));
    expect(ok(await updatePacking(ctx, a.id, { quantity: 7 })).quantity).toBe(7);
    expect(await counts(shipper.id, product)).toEqual([10, 0]);
    ok(await updatePacking(ctx, a.id, packingData(shipper, 2)));
    expect(await counts(shipper.id, product)).toEqual([5, 5]);

    expect(ok(await updatePacking(ctx, b.id, { status: 'Void' })).status).toBe('Void');
    expect(await counts(shipper.id, product)).toEqual([2, 8]);
    const c = await createPacking(ctx, shipper, 8);
    expect((await refusedPacking(ctx, 400, () => updatePacking(ctx, b.id, { status: 'Active' }))).message).toBe(
      only(0),
    );
    ok(await updatePacking(ctx, c.id, { quantity: 5 }));
    expect(ok(await updatePacking(ctx, b.id, { status: 'Active' })).status).toBe('Active');
    expect(await counts(shipper.id, product)).toEqual([10, 0]);
    // A Void packing may change freely: it holds nothing.
    ok(await updatePacking(ctx, b.id, { status: 'Void', quantity: 9 }));
    expect(await counts(shipper.id, product)).toEqual([7, 3]);
  });

  test('moving a packing to another shipper of the part releases the first and takes the second', async () => {
    const { customer, product, shipper: first } = await shipperFlow(ctx, 10);
    const second = await createShipper(ctx, customer, product, 5);
    const small = await createShipper(ctx, customer, product, 1);
    const packing = await createPacking(ctx, first, 3);
    const audit = await auditCount(ctx);
    expect(ok(await updatePacking(ctx, packing.id, { shipper: second.id })).shipper).toBe(second.id);
    expect([await packedOf(ctx, first.id), await packedOf(ctx, second.id), await inventoryOf(ctx, product)]).toEqual([
      0, 3, 13,
    ]);
    expect(await auditCount(ctx)).toBe(audit + 1);
    expect((await refusedPacking(ctx, 400, () => updatePacking(ctx, packing.id, { shipper: small.id }))).message).toBe(
      only(1),
    );
  });
});

describe('delete', () => {
  test('an Active packing gives its parts back; a Void one changes nothing; a bulk delete releases all', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10, 1);
    const [active, voided] = [
      await createPacking(ctx, shipper, 3),
      await createPacking(ctx, shipper, 2, { status: 'Void' }),
    ];
    expect(await counts(shipper.id, product)).toEqual([3, 8]);
    ok(await deletePackings(ctx, [active.id]));
    expect(await counts(shipper.id, product)).toEqual([0, 11]);
    const before = await packingSnapshot(ctx);
    ok(await deletePackings(ctx, [voided.id]));
    const after = await packingSnapshot(ctx);
    expect([after.shippers, after.products, after.audit]).toEqual([before.shippers, before.products, before.audit + 1]);

    const [c, d] = [await createPacking(ctx, shipper, 2), await createPacking(ctx, shipper, 5)];
    expect(await counts(shipper.id, product)).toEqual([7, 4]);
    await refusedPacking(ctx, 404, () => deletePackings(ctx, [c.id, randomUUID()]));
    ok(await deletePackings(ctx, [c.id, d.id]));
    expect(await counts(shipper.id, product)).toEqual([0, 11]);
  });

  test('a shipper with packing lists cannot be deleted, nor its quantity lowered below packed', async () => {
    const { customer, product, shipper } = await shipperFlow(ctx, 10);
    await createPacking(ctx, shipper, 6);
    const body = await refusedPacking(ctx, 400, () => deleteShippers(ctx, [shipper.id]));
    expect(body.message).toBe(`Nothing was deleted: ${shipper.valueID} is still used by 1 Packing list`);
    await createPacking(ctx, shipper, 1, { status: 'Void' });
    const two = await refusedPacking(ctx, 400, () => deleteShippers(ctx, [shipper.id]));
    expect(two.message).toBe(`Nothing was deleted: ${shipper.valueID} is still used by 2 Packing lists`);

    const lower = await refusedPacking(ctx, 400, () =>
      updateShipper(ctx, shipper.id, shipperData(customer, product, 5)),
    );
    expect(lower.message).toBe('Quantity cannot be less than the 6 parts already packed');
    expect(ok(await updateShipper(ctx, shipper.id, shipperData(customer, product, 6)))).toMatchObject({
      quantity: 6,
      packed: 6,
    });
    expect(await inventoryOf(ctx, product)).toBe(0);
    expect((await refusedPacking(ctx, 400, () => postPacking(ctx, packingData(shipper, 1)))).message).toBe(only(0));
  });
});

describe("a packing's customer and part are its shipper's", () => {
  test('another customer is a 400 on shipper; another part of the same customer too; on create and on update', async () => {
    const { customer, shipper } = await shipperFlow(ctx, 10);
    const other = (await createCustomer(ctx)).id;
    const otherPart = (await createProduct(ctx, other)).id;
    const message = 'Shipper does not belong to the chosen Customer';
    const wrongCustomer = await refusedPacking(ctx, 400, () =>
      postPacking(ctx, packingData(shipper, 1, { customer: other, product: otherPart })),
    );
    expect(wrongCustomer).toMatchObject({ message, errors: { shipper: message } });

    const samePart = (await createProduct(ctx, customer)).id;
    const wrongPart = await refusedPacking(ctx, 400, () =>
      postPacking(ctx, packingData(shipper, 1, { product: samePart })),
    );
    const partMessage = 'Shipper does not belong to the chosen Part Number';
    expect(wrongPart).toMatchObject({ message: partMessage, errors: { shipper: partMessage } });

    const packing = await createPacking(ctx, shipper, 2);
    const elsewhere = await createShipper(ctx, other, otherPart, 5);
    const moved = await refusedPacking(ctx, 400, () => updatePacking(ctx, packing.id, { shipper: elsewhere.id }));
    expect(moved.errors).toEqual({ shipper: message });
    const missing = await refusedPacking(ctx, 400, () =>
      postPacking(ctx, packingData(shipper, 1, { shipper: randomUUID() })),
    );
    expect(missing.message).toBe('A referenced record does not exist');
  });

  test('import names the shipper by valueID, the customer by name and the part by number, and moves the counts', async () => {
    const customer = await createCustomer(ctx);
    const product = await createProduct(ctx, customer.id, { openingStock: 0 });
    const shipper = await createShipper(ctx, customer.id, product.id, 8);
    const data = packingData(shipper, 5, {
      customer: customer.name,
      shipper: String(shipper.valueID),
      product: product.part,
    });
    const importPacking = (quantity: number) => () =>
      as(ctx, 'POST', '/api/packing/import', { body: { data: { ...data, quantity }, importHash: randomUUID() } });
    const created = ok(await importPacking(5)());
    expect(created).toMatchObject({
      customer: customer.id,
      shipper: shipper.id,
      product: product.id,
      quantity: 5,
      status: 'Active',
    });
    expect(await counts(shipper.id, product.id)).toEqual([5, 3]);
    expect((await refusedPacking(ctx, 400, importPacking(4))).message).toBe(only(3));
  });
});
