/**
 * References between customer, product and shipper (docs/domain-rules.md#deleting-referenced-records,
 * docs/product-spec.md#export, docs/product-spec.md#import): a referenced record cannot be deleted, lists
 * answer each reference's label and sort by it, and import rows name references by their export form (customer name, product part).
 * Inventory and packed: shipper-inventory.test.ts; valueID: value-id.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import {
  as,
  updateShipper,
  createCustomer,
  createProduct,
  createShipper,
  inventoryOf,
  ok,
  refused,
  setupPartsFlow,
  shipperData,
  unique,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const del = (resource: string, ids: string[]) => () => as(ctx, 'DELETE', `/api/${resource}`, { query: { ids } });
const importShipper = (data: Record<string, unknown>) => () =>
  as(ctx, 'POST', '/api/shipper/import', { body: { data, importHash: randomUUID() } });

describe('a referenced record cannot be deleted', () => {
  test('a product its shippers reference: 400 naming shippers, nothing deleted, also in a bulk delete', async () => {
    const customer = (await createCustomer(ctx)).id;
    const [usedProduct, free] = [await createProduct(ctx, customer), (await createProduct(ctx, customer)).id];
    const used = usedProduct.id;
    await createShipper(ctx, customer, used, 2);
    expect((await refused(ctx, 400, del('product', [used]))).message).toBe(
      `Nothing was deleted: ${usedProduct.part} is still used by 1 Shipper`,
    );
    await createShipper(ctx, customer, used, 3);
    expect((await refused(ctx, 400, del('product', [free, used]))).message).toBe(
      `Nothing was deleted: ${usedProduct.part} is still used by 2 Shippers`,
    );
    expect(await inventoryOf(ctx, free)).toBe(0);
    ok(await del('product', [free])());
  });

  test('a customer its products reference: 400 naming products, nothing deleted', async () => {
    const customer = await createCustomer(ctx);
    await createProduct(ctx, customer.id);
    expect((await refused(ctx, 400, del('customer', [customer.id]))).message).toBe(
      `Nothing was deleted: ${customer.name} is still used by 1 Product`,
    );
  });
});

describe('lists answer labels for references', () => {
  test("shipper rows carry the customer's name and the product's part; a product row its customer's name", async () => {
    const customer = await createCustomer(ctx, unique('labelled plating'));
    const product = await createProduct(ctx, customer.id, { part: unique('lbl-part') });
    const shipper = await createShipper(ctx, customer.id, product.id, 1);
    // packing: the numbers of the packing lists that took from it (none yet).
    const labels = { customer: customer.name, product: product.part, packing: [] };
    expect(shipper.labels).toEqual(labels);
    expect(ok(await as(ctx, 'GET', `/api/shipper/${shipper.id}`)).labels).toEqual(labels);
    const list = ok<{ rows: Row[]; count: number }>(
      await as(ctx, 'GET', '/api/shipper', { query: { filter: { product: product.id } } }),
    );
    expect(list.count).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: shipper.id, customer: customer.id, product: product.id, labels });
    const products = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/product', { query: { filter: { customer: customer.id } } }),
    );
    // A product's specifications and process steps (their tanks) are labelled too: lists, empty for none.
    expect(products.rows.map((r) => r.labels)).toEqual([{ customer: customer.name, specifications: [], process: [] }]);
  });

  test("orderBy customer_ASC sorts shippers by the customer's name, not by its id", async () => {
    // Ids in the reverse order of the names, so sorting by the column itself would fail.
    const names = ['alpha sort plating', 'mike sort plating', 'zulu sort plating'];
    const ids = [
      'cccccccc-0000-4000-8000-000000000000',
      'bbbbbbbb-0000-4000-8000-000000000000',
      'aaaaaaaa-0000-4000-8000-000000000000',
    ];
    await ctx.db
      .insert(resourceTables.customer)
      .values(names.map((name, i) => ({ id: ids[i], name, email: 'sort@plating.test', term: 'T30' })));
    for (const i of [1, 2, 0]) await createShipper(ctx, ids[i], (await createProduct(ctx, ids[i])).id, 1);
    const sorted = async (orderBy: string) => {
      const res = ok<{ rows: Row[] }>(
        await as(ctx, 'GET', '/api/shipper', { query: { filter: { customer: ids }, orderBy } }),
      );
      return res.rows.map((r) => (r.labels as { customer: string }).customer);
    };
    expect(await sorted('customer_ASC')).toEqual(names);
    expect(await sorted('customer_DESC')).toEqual([...names].reverse());
  });

  test("a shipper's part must belong to its customer, on create and on update", async () => {
    const [acme, bolt] = [await createCustomer(ctx), await createCustomer(ctx)];
    const acmePart = await createProduct(ctx, acme.id);
    const message = 'Part Number does not belong to the chosen Customer';
    const created = await refused(ctx, 400, () =>
      as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(bolt.id, acmePart.id, 4) } }),
    );
    expect(created).toMatchObject({ message, errors: { product: message } });
    const shipper = await createShipper(ctx, acme.id, acmePart.id, 4);
    const moved = await refused(ctx, 400, () => updateShipper(ctx, shipper.id, { customer: bolt.id }));
    expect(moved.message).toBe(message);
    expect(await inventoryOf(ctx, acmePart.id)).toBe(4);
  });

  test('a shipper naming a product or customer that does not exist is a 400 and writes nothing', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer)).id;
    for (const data of [shipperData(customer, randomUUID(), 1), shipperData(randomUUID(), product, 1)]) {
      const body = await refused(ctx, 400, () => as(ctx, 'POST', '/api/shipper', { body: { data } }));
      expect(body.message).toBe('A referenced record does not exist');
    }
  });
});

describe('import names references by their export form (docs/product-spec.md#import)', () => {
  test('customer by name and product by part, case-insensitively: right ids, inventory moved', async () => {
    const customer = await createCustomer(ctx, unique('Import Plating'));
    const product = await createProduct(ctx, customer.id, { part: unique('IMP-Part'), openingStock: 2 });
    const data = shipperData(` ${String(customer.name).toUpperCase()} `, String(product.part).toLowerCase(), 5);
    const created = ok(await importShipper(data)());
    expect(created).toMatchObject({ customer: customer.id, product: product.id, quantity: 5, packed: 0 });
    expect(created.labels).toEqual({ customer: customer.name, product: product.part, packing: [] });
    expect(await inventoryOf(ctx, product.id)).toBe(7);
  });

  test('a row given ids still imports', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer)).id;
    expect(ok(await importShipper(shipperData(customer, product, 3))())).toMatchObject({ customer, product });
    expect(await inventoryOf(ctx, product)).toBe(3);
  });

  test('an unknown name or part is a 400 on that field and writes nothing', async () => {
    const customer = await createCustomer(ctx);
    const product = await createProduct(ctx, customer.id);
    const noCustomer = await refused(
      ctx,
      400,
      importShipper(shipperData('Nobody Plating Inc', String(product.part), 1)),
    );
    expect(noCustomer.message).toBe('Customer "Nobody Plating Inc" not found');
    expect(noCustomer.errors).toEqual({ customer: 'Customer "Nobody Plating Inc" not found' });
    const noPart = await refused(ctx, 400, importShipper(shipperData(String(customer.name), 'no-such-part', 1)));
    expect(noPart.errors).toEqual({ product: 'Part Number "no-such-part" not found' });
  });

  test("a part number two customers share resolves to the row customer's part", async () => {
    const part = unique('SHARED-PART');
    const [acme, bolt] = [await createCustomer(ctx), await createCustomer(ctx)];
    const [acmePart, boltPart] = [
      await createProduct(ctx, acme.id, { part }),
      await createProduct(ctx, bolt.id, { part }),
    ];
    expect(ok(await importShipper(shipperData(String(acme.name), part, 2))())).toMatchObject({
      customer: acme.id,
      product: acmePart.id,
    });
    expect(ok(await importShipper(shipperData(String(bolt.name), part, 3))())).toMatchObject({
      customer: bolt.id,
      product: boltPart.id,
    });
    expect([await inventoryOf(ctx, acmePart.id), await inventoryOf(ctx, boltPart.id)]).toEqual([2, 3]);
  });

  test('a name two customers share is a 400 "matches more than one record" and writes nothing', async () => {
    const name = unique('twin plating');
    const [first] = [await createCustomer(ctx, name), await createCustomer(ctx, name)];
    const product = await createProduct(ctx, first.id);
    const body = await refused(ctx, 400, importShipper(shipperData(name, String(product.part), 1)));
    expect(body.message).toBe(`Customer "${name}" matches more than one record; use its id`);
    expect(Object.keys(body.errors ?? {})).toEqual(['customer']);
    // The id still tells them apart.
    ok(await importShipper(shipperData(first.id, String(product.part), 1))());
  });
});
