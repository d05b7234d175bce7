/**
 * A shipper's `packing`: the numbers of the Active packing lists that took from it, computed on every
 * read (server/services/records/referenced-by.ts): the record, the list and the export answer it; nothing
 * writes it, so create, update and import refuse it as a key they do not take, writing nothing.
 */
import { describe, expect, test } from 'vitest';
import {
  as,
  createPacking,
  ok,
  refused,
  setupPartsFlow,
  shipperData,
  shipperFlow,
  unique,
  updatePacking,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const get = async (id: string) => ok(await as(ctx, 'GET', `/api/shipper/${id}`));

describe("a shipper's packing lists", () => {
  test('the record, its list row and its export carry the Active packing lists, by number; a Void one drops out', async () => {
    const { shipper } = await shipperFlow(ctx, 10);
    const { shipper: other } = await shipperFlow(ctx, 10);
    expect(await get(shipper.id)).toMatchObject({ packing: [], labels: { packing: [] } });

    const first = await createPacking(ctx, shipper, 2);
    const second = await createPacking(ctx, shipper, 3);
    const elsewhere = await createPacking(ctx, other, 1);
    const voided = await createPacking(ctx, shipper, 1, { status: 'Void' });
    const record = await get(shipper.id);
    expect(record.packing).toEqual([first.id, second.id]);
    expect(record.labels).toMatchObject({ packing: [String(first.valueID), String(second.valueID)] });
    expect(record.packing).not.toContain(elsewhere.id);
    expect(record.packing).not.toContain(voided.id);

    const list = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/shipper', {
        query: { filter: { valueIDRange: [shipper.valueID, shipper.valueID] }, limit: 10, offset: 0 },
      }),
    );
    expect(list.rows.map((row) => [row.packing, (row.labels as Row).packing])).toEqual([
      [record.packing, (record.labels as Row).packing],
    ]);

    const exported = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/shipper', { query: { filter: { valueIDRange: [shipper.valueID, shipper.valueID] } } }),
    );
    expect(exported.rows.map((row) => [row.packing, (row.labels as Row).packing])).toEqual([
      [record.packing, (record.labels as Row).packing],
    ]);

    // Voiding takes a packing list off.
    ok(await updatePacking(ctx, first.id as string, { ...packingBody(first), status: 'Void' }));
    expect((await get(shipper.id)).packing).toEqual([second.id]);
  });

  test('create, update and import refuse it as a key they do not take, writing nothing', async () => {
    const { customer, product, shipper } = await shipperFlow(ctx, 10);
    const packing = await createPacking(ctx, shipper, 2);
    const unknownKey = 'Data has keys beyond those specified: packing';
    const body = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, 5, { packing: [packing.id] }) } }),
    );
    expect(body.message).toBe(unknownKey);
    const update = await refused(ctx, 400, () =>
      as(ctx, 'PUT', `/api/shipper/${shipper.id}`, {
        body: { id: shipper.id, data: shipperData(customer, product, 10, { packing: [] }) },
      }),
    );
    expect(update.message).toBe(unknownKey);
    const row = ok(await as(ctx, 'GET', `/api/customer/${customer}`));
    const part = ok(await as(ctx, 'GET', `/api/product/${product}`));
    const imported = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper/import', {
        body: {
          data: {
            date: '2026-03-01',
            customer: row.name,
            product: part.part,
            quantity: 3,
            packing: String(packing.valueID),
          },
          importHash: unique('hash'),
        },
      }),
    );
    // docs/product-spec.md#import splits a list of references on spaces where one is imported; this one is the
    // packing lists' own doing (import those, naming their shipper), so the column is refused.
    expect(imported.message).toBe(unknownKey);
    expect((await get(shipper.id)).packing).toEqual([packing.id]);
  });
});

/** A packing's writable fields as the API answered them. */
function packingBody(packing: Row): Record<string, unknown> {
  const { status, date, notes, po, rma, customer, shipper, product, quantity } = packing;
  return { status, date, notes, po, rma, customer, shipper, product, quantity };
}
