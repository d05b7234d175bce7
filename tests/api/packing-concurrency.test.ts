/**
 * docs/domain-rules.md#packing-lists: an Active packing can never take its shipper past its quantity,
 * also under concurrent requests (the shipper row is locked, so they queue). Run it on
 * PostgreSQL too (TEST_DATABASE_URL), where the requests really overlap. Creates also
 * queue on the valueID counter; Void to Active and the race with a shipper update do not,
 * and fail on PostgreSQL without the shipper lock.
 */
import { describe, expect, test } from 'vitest';
import {
  auditCount,
  burst,
  createPacking,
  inventoryOf,
  packedOf,
  packingData,
  postPacking,
  setupPartsFlow,
  shipperData,
  shipperFlow,
  updatePacking,
  updateShipper,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const only = (n: number) => `Only ${n} parts of this shipper remain to be packed`;

describe('concurrent packings of one shipper', () => {
  test('10 packings of 3 on a shipper of 10: exactly 3 succeed, packed 9, inventory and audit moved by exactly 3 packings', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10, 0);
    const audit = await auditCount(ctx);
    const { done, refusals } = await burst(10, () => postPacking(ctx, packingData(shipper, 3)));
    expect(done).toHaveLength(3);
    expect(refusals).toEqual(Array(7).fill(only(1)));
    expect(await packedOf(ctx, shipper.id)).toBe(9);
    expect(await inventoryOf(ctx, product)).toBe(1);
    expect(await auditCount(ctx)).toBe(audit + 3);
    // Refused creates return their numbers: the three packings are numbered without a gap.
    const numbers = done.map((p) => Number(p.valueID)).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
  });

  test('10 packings of 1 on a shipper of 10 all succeed: packed 10, inventory 0', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10, 0);
    const { done } = await burst(10, () => postPacking(ctx, packingData(shipper, 1)));
    expect(done).toHaveLength(10);
    expect(new Set(done.map((p) => p.valueID)).size).toBe(10);
    expect([await packedOf(ctx, shipper.id), await inventoryOf(ctx, product)]).toEqual([10, 0]);
  });

  test('concurrent raises of existing packings (no number drawn): never past the quantity', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10, 0);
    const packings: Row[] = [];
    for (let i = 0; i < 5; i++) packings.push(await createPacking(ctx, shipper, 1));
    const audit = await auditCount(ctx);
    // Each raise from 1 to 3 takes 2 more: 5 + 2 + 2 = 9, and a third would need 11.
    const { done, refusals } = await burst(5, (i) => updatePacking(ctx, packings[i].id, { quantity: 3 }));
    expect(done).toHaveLength(2);
    expect(refusals).toEqual(Array(3).fill(only(2)));
    expect([await packedOf(ctx, shipper.id), await inventoryOf(ctx, product)]).toEqual([9, 1]);
    expect(await auditCount(ctx)).toBe(audit + 2);
  });

  test('concurrent Void to Active: only as many as fit', async () => {
    const { product, shipper } = await shipperFlow(ctx, 10, 0);
    const packings: Row[] = [];
    for (let i = 0; i < 8; i++) packings.push(await createPacking(ctx, shipper, 2, { status: 'Void' }));
    const { done, refusals } = await burst(8, (i) => updatePacking(ctx, packings[i].id, { status: 'Active' }));
    expect(done).toHaveLength(5);
    expect(refusals).toEqual(Array(3).fill(only(0)));
    expect([await packedOf(ctx, shipper.id), await inventoryOf(ctx, product)]).toEqual([10, 0]);
  });

  test("a packing racing a shipper's lowered quantity: exactly one wins and packed never passes quantity", async () => {
    const flows = await Promise.all(Array.from({ length: 5 }, () => shipperFlow(ctx, 10, 0)));
    await Promise.all(
      flows.map(async ({ customer, product, shipper }) => {
        const [packing, lowered] = await Promise.all([
          postPacking(ctx, packingData(shipper, 6)),
          updateShipper(ctx, shipper.id, shipperData(customer, product, 5)),
        ]);
        expect([packing.status, lowered.status].sort(), JSON.stringify([packing.body, lowered.body])).toEqual([
          200, 400,
        ]);
        const after = packing.status === 200 ? { packed: 6, quantity: 10 } : { packed: 0, quantity: 5 };
        expect((lowered.status === 400 ? lowered : packing).body).toMatchObject({
          message: packing.status === 200 ? 'Quantity cannot be less than the 6 parts already packed' : only(5),
        });
        expect(await packedOf(ctx, shipper.id)).toBe(after.packed);
        expect(await inventoryOf(ctx, product)).toBe(after.quantity - after.packed);
      }),
    );
  });
});
