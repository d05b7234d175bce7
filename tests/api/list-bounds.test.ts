/** A timestamp range bound given as the API shows a timestamp still includes that record. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
});
afterAll(async () => {
  await ctx?.close();
});

test("createdAtRange up to a record's own createdAt includes it, though the database keeps microseconds", async () => {
  const data = { name: 'Bound Plating', email: 'bound@plating.test', term: 'T45' };
  const created = await call(ctx.app, 'POST', '/api/customer', { token: owner.token, body: { data } });
  expect(created.status).toBe(200);
  const { id, createdAt } = created.body as { id: string; createdAt: string };
  for (const range of [
    ['', createdAt],
    [createdAt, createdAt],
    [createdAt, ''],
  ]) {
    const res = await call(ctx.app, 'GET', '/api/customer', {
      token: owner.token,
      query: { filter: { createdAtRange: range } },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.rows.map((r: { id: string }) => r.id),
      JSON.stringify(range),
    ).toContain(id);
  }
  const before = new Date(Date.parse(createdAt) - 1).toISOString();
  const earlier = await call(ctx.app, 'GET', '/api/customer', {
    token: owner.token,
    query: { filter: { createdAtRange: ['', before] } },
  });
  expect(earlier.body.rows.map((r: { id: string }) => r.id)).not.toContain(id);
});
