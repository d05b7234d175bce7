/**
 * GET /api/auditLog as an auditor uses it: several entities at once (`entityNames`), each update
 * with the values before it (before → after), the export with the values alone; a name that is
 * not an audited entity ("Chemical use" for chemicalOut) is a 400 that lists the ones it takes.
 */
import { describe, expect, test } from 'vitest';
import { auditedEntities } from '../../resources';
import { call } from '../helpers/http';
import { as, auditCount, createCustomer, createProduct, ok, setupPartsFlow, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const list = (filter: Record<string, unknown>, page = true) =>
  as(ctx, 'GET', '/api/auditLog', {
    query: { filter, orderBy: 'timestamp_ASC', ...(page ? { limit: 50, offset: 0 } : {}) },
  });

describe('entityNames', () => {
  test('answers the entries of the entities named, each update with the values before it', async () => {
    const customer = await createCustomer(ctx);
    ok(await as(ctx, 'PUT', `/api/customer/${customer.id}`, { body: { data: { term: 'T60' } } }));
    await createProduct(ctx, String(customer.id));

    const customers = ok<{ rows: Row[]; count: number }>(await list({ entityNames: ['customer'] }));
    expect(customers.rows.map((row) => [row.entityName, row.action])).toEqual([
      ['customer', 'create'],
      ['customer', 'update'],
    ]);
    const [created, updated] = customers.rows;
    expect(created).not.toHaveProperty('previousValues');
    expect(updated.previousValues).toEqual(created.values);
    expect([(updated.previousValues as Row).term, (updated.values as Row).term]).toEqual(['T30', 'T60']);

    const both = ok<{ rows: Row[] }>(await list({ entityNames: ['customer', 'product'] }));
    expect(both.rows.map((row) => row.entityName)).toEqual(['customer', 'customer', 'product']);
    // One name alone, as a plain value, is the same filter.
    expect(ok<{ rows: Row[] }>(await list({ entityNames: 'product' })).rows).toHaveLength(1);
  });

  test('the export keeps the values, without the values before', async () => {
    const all = ok<{ rows: Row[] }>(await list({ entityNames: ['customer'] }, false));
    expect(all.rows).toHaveLength(2);
    for (const row of all.rows) {
      expect(row.values).toMatchObject({ term: expect.any(String) });
      expect(row).not.toHaveProperty('previousValues');
    }
  });

  test("a name that is not an audited entity is a 400 naming the ones it takes, in the caller's language; nothing written", async () => {
    const before = await auditCount(ctx);
    const values = auditedEntities.join(', ');
    for (const filter of [{ entityNames: ['Chemical use'] }, { entityNames: ['customer', 'Chemical use'] }]) {
      const res = await list(filter);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Invalid value Chemical use for filter entityNames: use one of ${values}`);
    }
    const pt = await call(ctx.app, 'GET', '/api/auditLog', {
      token: ctx.owner.token,
      lang: 'pt-BR',
      query: { filter: { entityNames: ['chemicalUse'] } },
    });
    expect(pt.status).toBe(400);
    expect(pt.body.message).toBe(`Valor inválido chemicalUse para o filtro entityNames: use um destes: ${values}`);
    // The field's own name is not a filter: the spec's name is.
    const old = await list({ entityName: 'customer' });
    expect([old.status, old.body.message]).toEqual([400, 'Unknown filter: entityName']);
    expect(await auditCount(ctx)).toBe(before);
  });
});
