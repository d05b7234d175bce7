/**
 * A part names the specifications it is processed to (resources/product.ts `specifications`), each
 * read as "AMS 2404 Rev. F"; the free-text `specification` stays beside them as process notes.
 */
import { describe, expect, test } from 'vitest';
import { call } from '../helpers/http';
import { as, createCustomer, ok, setupPartsFlow, snapshot, unique, type Row } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const spec = async (revision: string) =>
  ok(await as(ctx, 'POST', '/api/specification', { body: { data: { code: unique('AMS 2404'), revision } } }));

describe('a product names its specifications', () => {
  test('created with specifications, it answers their labels and keeps the process notes', async () => {
    const [f, c] = [await spec('F'), await spec('C')];
    const customer = await createCustomer(ctx);
    const data = {
      part: unique('part'),
      customer: customer.id,
      specification: 'Electroless nickel, Class 2',
      specifications: [{ specification: f.id }, { specification: c.id }],
    };
    const product = ok(await as(ctx, 'POST', '/api/product', { body: { data } }));
    const read = ok<Row>(await as(ctx, 'GET', `/api/product/${product.id}`));
    expect(read).toMatchObject({ specification: 'Electroless nickel, Class 2', specifications: data.specifications });
    expect((read.labels as Row).specifications).toEqual([{ specification: f.label }, { specification: c.label }]);
    expect(f.label).toMatch(/ Rev\. F$/);
  });

  test('a product editor picks specifications; a product viewer may not edit the product', async () => {
    const f = await spec('F');
    const editor = await createUser(ctx.app, ctx.db, { roles: ['productEditor'] });
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['productViewer'] });
    const found = await call(ctx.app, 'GET', '/api/specification/autocomplete', {
      token: editor.token,
      query: { query: String(f.label) },
    });
    expect(ok<Row[]>(found)).toEqual([{ id: f.id, label: f.label }]);
    const customer = await createCustomer(ctx);
    const data = { part: unique('part'), customer: customer.id, specifications: [{ specification: f.id }] };
    const product = ok(await call(ctx.app, 'POST', '/api/product', { token: editor.token, body: { data } }));
    const before = await snapshot(ctx);
    const res = await call(ctx.app, 'PUT', `/api/product/${product.id}`, {
      token: viewer.token,
      body: { data: { specifications: [] } },
    });
    expect(res.status).toBe(403);
    expect(await snapshot(ctx)).toEqual(before);
  });
});
