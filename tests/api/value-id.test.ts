/**
 * docs/domain-rules.md#numbering: a shipper's valueID is a gap-free visible number the server
 * assigns in the creating transaction; it is the shipper's label (autocomplete, and the
 * export form of a reference to it, docs/product-spec.md#export).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { findResource } from '../../resources';
import { defineResource, reference } from '../../resources/kit/fields';
import { resourceTables } from '../../server/db/tables';
import { labelText, resolveReferenceLabels } from '../../server/services/records/references';
import { ValidationFailed } from '../../server/errors';
import {
  as,
  createCustomer,
  createProduct,
  createShipper,
  inventoryOf,
  ok,
  refused,
  setupPartsFlow,
  shipperData,
  updateShipper,
  type PartsFlowContext,
  type Row,
} from '../helpers/parts-flow';

/** Twenty creates at once: twenty distinct numbers following `after`, none skipped, no inventory lost. */
async function burst(ctx: PartsFlowContext, customer: string, product: string, after: number) {
  const inventory = (await inventoryOf(ctx, product)) ?? 0;
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, i + 1) } }),
    ),
  );
  const numbers = results.map((res) => ok(res).valueID as number);
  expect(new Set(numbers).size).toBe(20);
  expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => after + 1 + i));
  // Concurrent creates on one product lose no inventory either: 1 + 2 + ... + 20.
  expect(await inventoryOf(ctx, product)).toBe(inventory + 210);
  return numbers;
}

describe('valueID on a fresh database', () => {
  const ctx = setupPartsFlow();
  let customer: string;
  let product: string;
  const next = async () => (await createShipper(ctx, customer, product, 1)).valueID;

  test("is the server's: a client sending it gets a 400 unknown key and nothing is written", async () => {
    // Names without digits: the shipper picker also finds a shipper by its customer's name and its
    // part (issue 38), so a random "7" in them would match every shipper below.
    customer = (await createCustomer(ctx, 'Numbering Works')).id;
    product = (await createProduct(ctx, customer, { part: 'NUMBERING-PART' })).id;
    const body = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, 1, { valueID: 99 }) } }),
    );
    expect(body.errors?._unknown).toBe('Data has keys beyond those specified: valueID');
    await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper/import', {
        body: { data: shipperData(customer, product, 1, { valueID: 1 }), importHash: randomUUID() },
      }),
    );
  });

  test('starts at 1 and increases by 1; an update keeps it and cannot set it', async () => {
    const first = await createShipper(ctx, customer, product, 1);
    expect(first.valueID).toBe(1);
    expect(await next()).toBe(2);
    const updated = ok(await updateShipper(ctx, first.id, shipperData(customer, product, 3)));
    expect(updated.valueID).toBe(1);
    await refused(ctx, 400, () => updateShipper(ctx, first.id, shipperData(customer, product, 3, { valueID: 7 })));
  });

  test('a refused create does not use up a number, whether refused before or inside the transaction', async () => {
    const zero = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, 0) } }),
    );
    expect(zero.errors?.quantity).toBe('Quantity must be greater than or equal to 1');
    expect(await next()).toBe(3);
    // A product that does not exist fails at the insert, after the number was drawn: the rollback returns it.
    const missing = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, randomUUID(), 1) } }),
    );
    expect(missing.message).toBe('A referenced record does not exist');
    expect(await next()).toBe(4);
  });

  test('20 concurrent creates get 20 distinct consecutive numbers; the next one follows them', async () => {
    await burst(ctx, customer, product, 4);
    expect(await next()).toBe(25);
  });

  test("is the shipper's label: autocomplete finds it by number", async () => {
    const { rows } = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/shipper', { query: { filter: { valueIDRange: [12, 12] } } }),
    );
    expect(rows).toHaveLength(1);
    for (const query of ['12', ' 12 ']) {
      const options = ok<{ id: string; label: string }[]>(
        await as(ctx, 'GET', '/api/shipper/autocomplete', { query: { query } }),
      );
      expect(options).toContainEqual(expect.objectContaining({ id: rows[0].id, label: '12' }));
      // Contains-matching on the number's text: 12 only.
      expect(options.map((o) => o.label)).toEqual(['12']);
    }
    const sevens = ok<{ label: string }[]>(
      await as(ctx, 'GET', '/api/shipper/autocomplete', { query: { query: '7' } }),
    );
    // Open work first (none of these is packed), then the list's order: newest first.
    expect(sevens.map((o) => o.label)).toEqual(['17', '7']);
  });

  test('the export form of a reference to a shipper is its valueID, and an import resolves it back', async () => {
    const shipper = findResource('shipper')!;
    expect(shipper.labelField).toBe('valueID');
    const table = resourceTables.shipper;
    const labels = await ctx.db.select({ id: table.id, valueID: table.valueID, label: labelText(shipper) }).from(table);
    expect(labels).toHaveLength(25);
    for (const row of labels) expect(row.label).toBe(String(row.valueID));

    // Packing lists (which reference shippers) do not exist yet: a stand-in resource referencing one.
    const probe = defineResource({
      name: 'probe',
      fields: { shipper: reference('shipper') },
      permissions: {},
      labelField: 'shipper',
    });
    const target = labels.find((row) => row.valueID === 9)!;
    const values: Record<string, unknown> = { shipper: '9' };
    await resolveReferenceLabels(ctx.db, probe, values);
    expect(values.shipper).toBe(target.id);
    await expect(resolveReferenceLabels(ctx.db, probe, { shipper: '999' })).rejects.toBeInstanceOf(ValidationFailed);
  });
});

describe('valueID when the very first creates are concurrent', () => {
  const ctx = setupPartsFlow();

  test('20 creates at once on a fresh database get 1 to 20', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer)).id;
    await burst(ctx, customer, product, 0);
  });
});
