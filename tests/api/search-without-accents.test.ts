/**
 * Lists, pickers and lookups find text accents aside (issue 40): "metalurgica" finds "Metalúrgica",
 * "autopecas" "Autopeças", "itau" "Itaú", and a query typed with accents finds text stored without
 * them; the contains filter is answered by the trigram index on the text without its accents.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { as, createCustomer, createProduct, createShipper, ok, setupPartsFlow } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const names = { metal: 'Metalúrgica Campinas', parts: 'Autopeças Itaú', plain: 'Acao Forte Ltda' };
const ids: Record<keyof typeof names, string> = { metal: '', parts: '', plain: '' };
let partsShipper = '';

beforeAll(async () => {
  for (const key of Object.keys(names) as (keyof typeof names)[])
    ids[key] = String((await createCustomer(ctx, names[key])).id);
  const product = await createProduct(ctx, ids.parts, { part: 'ENGRENAGEM-Ç1' });
  partsShipper = String((await createShipper(ctx, ids.parts, String(product.id), 5)).id);
});

const listed = async (name: string) =>
  ok<{ rows: { id: string }[] }>(await as(ctx, 'GET', '/api/customer', { query: { filter: { name }, limit: 50 } }))
    .rows.map((row) => row.id)
    .filter((id) => Object.values(ids).includes(id));

describe('a list filter', () => {
  test.each([
    ['metalurgica', 'metal'],
    ['METALURGICA campinas', 'metal'],
    ['autopecas', 'parts'],
    ['itau', 'parts'],
    ['Açao', 'plain'],
  ] as const)('"%s" finds its customer', async (query, key) => {
    expect(await listed(query)).toEqual([ids[key]]);
  });

  test('a query no customer holds finds none', async () => {
    expect(await listed('metalurgia')).toEqual([]);
  });

  test('is answered by the index on the text without its accents, not by reading the table', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from customer where unaccented(name) ilike unaccented(${'%metalurgica%'})`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on customer_name_unaccented_trgm/);
  });
});

describe('pickers and lookups', () => {
  test("a plain reference lookup finds the customer by its name's letters", async () => {
    const found = ok<{ id: string }[]>(
      await as(ctx, 'GET', '/api/customer/autocomplete', { query: { query: 'autopecas itau', limit: 20 } }),
    );
    expect(found.map((option) => option.id)).toEqual([ids.parts]);
  });

  test("a shipper's picker finds it by its customer's name typed without accents", async () => {
    const found = ok<{ id: string }[]>(
      await as(ctx, 'GET', '/api/shipper/autocomplete', { query: { query: 'autopecas', limit: 20 } }),
    );
    expect(found.map((option) => option.id)).toContain(partsShipper);
    const byPart = ok<{ id: string }[]>(
      await as(ctx, 'GET', '/api/shipper/autocomplete', { query: { query: 'engrenagem-c1', limit: 20 } }),
    );
    expect(byPart.map((option) => option.id)).toEqual([partsShipper]);
  });
});
