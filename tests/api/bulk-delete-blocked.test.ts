/**
 * A bulk delete that some selected record blocks is refused whole: the message names the blocked
 * records by their label (README, "Guarantees") in the caller's language, and nothing is deleted,
 * not even the selected records nobody uses.
 */
import { describe, expect, test } from 'vitest';
import { createChemical, createRecipe } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, createCustomer, ok, refused, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const del =
  (resource: string, ids: string[], lang = 'en') =>
  () =>
    call(ctx.app, 'DELETE', `/api/${resource}`, { token: ctx.owner.token, query: { ids }, lang });
// Only what a product needs: its stock fields are the inventory's business, not this test's.
const createProduct = async (customer: string, part = unique('part')): Promise<Row> =>
  ok(await as(ctx, 'POST', '/api/product', { body: { data: { part, customer } } }));
const exists = async (resource: string, id: string) => (await as(ctx, 'GET', `/api/${resource}/${id}`)).status === 200;

describe('a bulk delete some record blocks', () => {
  test('names the blocked customers, sorted, and deletes none of the selection', async () => {
    const [free, zulu, alpha] = [
      await createCustomer(ctx),
      await createCustomer(ctx, unique('zulu')),
      await createCustomer(ctx, unique('alpha')),
    ];
    for (const used of [zulu, alpha, alpha]) await createProduct(used.id);
    const ids = [free.id, zulu.id, alpha.id];
    const body = await refused(ctx, 400, del('customer', ids));
    expect(body.message).toBe(`Nothing was deleted: ${alpha.name}, ${zulu.name} are still used by 3 Products`);
    for (const id of ids) expect(await exists('customer', id)).toBe(true);
    const pt = await refused(ctx, 400, del('customer', ids, 'pt-BR'));
    expect(pt.message).toBe(`Nada foi excluído: ${alpha.name}, ${zulu.name} ainda estão em uso em 3 Produtos`);
  });

  test('one blocked record is named in the singular; without it the rest deletes', async () => {
    const [free, used] = [await createCustomer(ctx), await createCustomer(ctx)];
    await createProduct(used.id);
    const body = await refused(ctx, 400, del('customer', [free.id, used.id]));
    expect(body.message).toBe(`Nothing was deleted: ${used.name} is still used by 1 Product`);
    const pt = await refused(ctx, 400, del('customer', [used.id], 'pt-BR'));
    expect(pt.message).toBe(`Nada foi excluído: ${used.name} ainda está em uso em 1 Produto`);
    ok(await del('customer', [free.id])());
    expect([await exists('customer', free.id), await exists('customer', used.id)]).toEqual([false, true]);
  });

  test('past five blocked records the message names five and counts the rest', async () => {
    const customer = (await createCustomer(ctx)).id;
    const parts = Array.from(
      { length: 7 },
      (_, i) => `part-${String(i).padStart(2, '0')}-${Math.random().toString(36).slice(2, 6)}`,
    );
    const products: Row[] = [];
    for (const part of parts) products.push(await createProduct(customer, part));
    for (const product of products) {
      ok(
        await as(ctx, 'POST', '/api/shipper', {
          body: {
            data: {
              date: '2026-03-02',
              po: 'po-1',
              rma: null,
              serial: null,
              customer,
              product: product.id,
              quantity: 1,
              notes: null,
            },
          },
        }),
      );
    }
    const body = await refused(
      ctx,
      400,
      del(
        'product',
        products.map((p) => p.id),
      ),
    );
    expect(body.message).toBe(`Nothing was deleted: ${parts.slice(0, 5).join(', ')} +2 are still used by 7 Shippers`);
  });

  test('a chemical a recipe row names is blocked by name too', async () => {
    const [free, used] = [await createChemical(ctx), await createChemical(ctx)];
    ok(await createRecipe(ctx, [{ chemical: used.id, quantity: 1, unit: 'kg' }]));
    const body = await refused(ctx, 400, del('chemical', [free.id, used.id]));
    expect(body.message).toBe(`Nothing was deleted: ${used.name} is still used by 1 Recipe`);
    expect(await exists('chemical', free.id)).toBe(true);
  });
});
