/**
 * The server's log has one line per request, written when it is answered, with what an operator looks
 * for (method, URL, status, milliseconds): not Fastify's two, one on arrival and one on answer
 * (server/request-log.ts).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';

const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { logger: { stream } });
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
});
afterAll(async () => ctx?.close());

test('a request answered is one line: method, URL, status and milliseconds', async () => {
  lines.length = 0;
  expect(
    (await call(ctx.app, 'GET', '/api/customer', { token: owner.token, query: { limit: 10, offset: 0 } })).status,
  ).toBe(200);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 30,
    msg: 'answered',
    method: 'GET',
    url: '/api/customer?limit=10&offset=0',
    statusCode: 200,
  });
  expect(lines[0].ms).toEqual(expect.any(Number));
});

test('a refusal is one line too, with its status', async () => {
  lines.length = 0;
  expect((await call(ctx.app, 'GET', '/api/customer', { query: { limit: 10 } })).status).toBe(401);
  expect(lines).toEqual([expect.objectContaining({ msg: 'answered', statusCode: 401, url: '/api/customer?limit=10' })]);
});
