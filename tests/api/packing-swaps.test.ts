/**
 * Two packing lists trading shippers at the same moment: the shippers are locked in one
 * order, so neither request deadlocks (a 500 on PostgreSQL before), and the counts stay exact.
 */
import { expect, test } from 'vitest';
import {
  createPacking,
  createShipper,
  deletePackings,
  packedOf,
  setupPartsFlow,
  shipperFlow,
  updatePacking,
  updateShipper,
  createProduct,
  refusedPacking,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();

test('concurrent swaps and crossed bulk deletes all succeed (or 404 once deleted), never 500', async () => {
  for (let round = 0; round < 10; round++) {
    const { customer, product, shipper: s1 } = await shipperFlow(ctx, 10, 0);
    const s2 = await createShipper(ctx, customer, product, 10);
    const [a, b] = [await createPacking(ctx, s1, 2), await createPacking(ctx, s2, 3)];
    const swaps = await Promise.all([
      updatePacking(ctx, a.id, { shipper: s2.id }),
      updatePacking(ctx, b.id, { shipper: s1.id }),
    ]);
    expect(swaps.map((r) => r.status)).toEqual([200, 200]);
    expect([await packedOf(ctx, s1.id), await packedOf(ctx, s2.id)]).toEqual([3, 2]);
    const deletes = await Promise.all([deletePackings(ctx, [a.id, b.id]), deletePackings(ctx, [b.id, a.id])]);
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
    expect([await packedOf(ctx, s1.id), await packedOf(ctx, s2.id)]).toEqual([0, 0]);
  }
});

test('a shipper with packing lists keeps its customer and part', async () => {
  const { customer, shipper } = await shipperFlow(ctx, 10, 0);
  await createPacking(ctx, shipper, 6);
  const otherPart = await createProduct(ctx, customer);
  const body = await refusedPacking(ctx, 400, () => updateShipper(ctx, shipper.id, { product: otherPart.id }));
  expect(body.message).toBe('This shipper has packing lists or jobs; its customer and part can no longer change');
});
