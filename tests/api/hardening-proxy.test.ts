/**
 * Hardening: behind one proxy, a stranger's made-up tokens cannot lock everyone out. /api/config
 * is a fixed, cacheable answer that is never throttled; the auth routes count each verified user
 * on their own and refused tokens per address; TRUST_PROXY decides whose X-Forwarded-For names
 * the caller, and without it X-Forwarded-For is ignored.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createTestContext, testConfig, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
/** The same database with RATE_LIMIT_AUTH=3, trusting no proxy, the inject peer 127.0.0.1, or one hop. */
const apps: Record<'direct' | 'trusting' | 'oneHop', FastifyInstance> = {} as never;
beforeAll(async () => {
  // The default limits: 120 a minute.
  ctx = await createTestContext();
  alice = await createUser(ctx.app, ctx.db);
  bob = await createUser(ctx.app, ctx.db);
  const small = (env: NodeJS.ProcessEnv) =>
    buildTestApp(ctx.db, testConfig({ DATA_DIR: ctx.config.dataDir, RATE_LIMIT_AUTH: '3', ...env }));
  apps.direct = await small({});
  apps.trusting = await small({ TRUST_PROXY: '127.0.0.1' });
  apps.oneHop = await small({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app?.close()));
  await ctx?.close();
});

/** The proxy's address: everyone behind it arrives from here. */
const PROXY = '203.0.113.200';
const get = (app: FastifyInstance, url: string, headers: InjectOptions['headers'] = {}, remoteAddress = PROXY) =>
  app.inject({ method: 'GET', url, headers, remoteAddress });
const garbage = () => ({ authorization: `Bearer made-up-${randomUUID()}` });
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

describe('one address, one stranger, 121+ made-up tokens', () => {
  test('the stranger is throttled; the users behind the same address keep /api/auth/me and /api/config', async () => {
    const strangers = [];
    for (let i = 0; i < 125; i++) {
      strangers.push(
        (await get(ctx.app, '/api/auth/me', garbage())).statusCode,
        (await get(ctx.app, '/api/config', garbage())).statusCode,
      );
    }
    // Refused tokens past 120 a minute are a 429, for this address.
    expect(strangers.filter((status) => status === 429)).toHaveLength(5);

    for (const user of [alice, bob]) {
      const me = await get(ctx.app, '/api/auth/me', bearer(user));
      expect([me.statusCode, me.json().email]).toEqual([200, user.email]);
    }
    const config = await get(ctx.app, '/api/config');
    expect(config.statusCode).toBe(200);
    expect(config.json().firebase.projectId).toBe('demo-plating');
    expect((await get(ctx.app, '/api/auth/email-configured')).statusCode).toBe(200);
  });

  test('/api/config: a fixed answer with Cache-Control and an ETag; If-None-Match gets a 304', async () => {
    const first = await get(ctx.app, '/api/config');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(ctx.app, '/api/config', { 'if-none-match': etag });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    expect((await get(ctx.app, '/api/config', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(ctx.app, '/api/config', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const emailConfigured = await get(ctx.app, '/api/auth/email-configured');
    expect([emailConfigured.json(), emailConfigured.headers['cache-control']]).toEqual([false, 'public, max-age=300']);
  });

  test('each verified user has a budget of their own, even sharing an address', async () => {
    const [carol, dave] = [await createUser(apps.direct, ctx.db), await createUser(apps.direct, ctx.db)];
    // createUser spent one of carol's and dave's 3.
    const carols = [];
    for (let i = 0; i < 3; i++) carols.push((await get(apps.direct, '/api/auth/me', bearer(carol))).statusCode);
    expect(carols).toEqual([200, 200, 429]);
    expect((await get(apps.direct, '/api/auth/me', bearer(dave))).statusCode).toBe(200);
  });
});

/** Spends the refused-token allowance (3) of whoever `headers` names from `remoteAddress`, then asks once more. */
async function exhaust(app: FastifyInstance, headers: Record<string, string>, remoteAddress = PROXY) {
  const statuses = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await get(app, '/api/auth/me', { ...garbage(), ...headers }, remoteAddress)).statusCode);
  return statuses;
}

describe('TRUST_PROXY and X-Forwarded-For', () => {
  test('with TRUST_PROXY naming the proxy, X-Forwarded-For separates the callers behind it', async () => {
    const proxy = '127.0.0.1';
    expect(await exhaust(apps.trusting, { 'x-forwarded-for': '198.51.100.7' }, proxy)).toEqual([401, 401, 401, 429]);
    expect(
      (await get(apps.trusting, '/api/auth/me', { ...garbage(), 'x-forwarded-for': '198.51.100.8' }, proxy)).statusCode,
    ).toBe(401);
  });

  test('with TRUST_PROXY naming the proxy, a client that is not the proxy cannot choose its address', async () => {
    const stranger = '192.0.2.44';
    expect(await exhaust(apps.trusting, { 'x-forwarded-for': '198.51.100.9' }, stranger)).toEqual([401, 401, 401, 429]);
    expect(
      (await get(apps.trusting, '/api/auth/me', { ...garbage(), 'x-forwarded-for': '198.51.100.10' }, stranger))
        .statusCode,
    ).toBe(429);
  });

  test('a hop count: the address the nearest proxy saw', async () => {
    const forwarded = (client: string) => ({ 'x-forwarded-for': `10.9.9.9, ${client}` });
    expect(await exhaust(apps.oneHop, forwarded('198.51.100.11'))).toEqual([401, 401, 401, 429]);
    expect((await get(apps.oneHop, '/api/auth/me', { ...garbage(), ...forwarded('198.51.100.12') })).statusCode).toBe(
      401,
    );
  });

  test('without TRUST_PROXY, X-Forwarded-For is ignored: one address, one allowance', async () => {
    expect(await exhaust(apps.direct, { 'x-forwarded-for': '198.51.100.13' })).toEqual([401, 401, 401, 429]);
    expect(
      (await get(apps.direct, '/api/auth/me', { ...garbage(), 'x-forwarded-for': '198.51.100.14' })).statusCode,
    ).toBe(429);
    // The users behind that address are unaffected.
    expect(
      (await get(apps.direct, '/api/auth/me', { ...bearer(alice), 'x-forwarded-for': '198.51.100.13' })).statusCode,
    ).toBe(200);
  });
});
