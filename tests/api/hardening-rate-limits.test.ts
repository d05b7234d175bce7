/**
 * Hardening: the public routes and refused tokens on the auth routes are rate limited per address
 * (RATE_LIMIT_PUBLIC, RATE_LIMIT_AUTH, RATE_LIMIT_MAIL), with the translated 429 message; signed-in
 * use of the rest of the API is never throttled by them, and 0 turns a limit off (the load test's
 * setting). Verified users' own budgets and /api/config: hardening-proxy.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../server/config';
import { buildTestApp, createTestContext, testConfig, type TestContext } from '../helpers/app';
import { createUser, uniqueEmail, type TestUser } from '../helpers/users';

const LIMIT = 3;
const TOO_MANY = {
  en: 'Too many requests; please wait a minute and try again',
  pt: 'Muitas requisições; aguarde um minuto e tente novamente',
};

let ctx: TestContext;
let owner: TestUser;
/** The same database with every limit off. */
let unlimited: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_PUBLIC: String(LIMIT),
    RATE_LIMIT_AUTH: String(LIMIT),
    RATE_LIMIT_MAIL: '2',
  });
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  unlimited = await buildTestApp(
    ctx.db,
    testConfig({
      DATA_DIR: ctx.config.dataDir,
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_MAIL: '0',
    }),
  );
});
afterAll(async () => {
  await unlimited?.close();
  await ctx?.close();
});

/** Each test spends the allowance of an address of its own (inject's remoteAddress). */
const addresses = (() => {
  let n = 0;
  return () => `203.0.113.${++n}`;
})();

type Request = Pick<InjectOptions, 'method' | 'url' | 'headers' | 'payload'>;
const send = (app: FastifyInstance, request: Request, remoteAddress: string, lang = 'en') =>
  app.inject({ ...request, remoteAddress, headers: { 'accept-language': lang, ...request.headers } });

const badToken = { authorization: 'Bearer made-up-token' };
/** The limited routes, each called as a stranger would (no token or a made-up one). */
const limitedRoutes: [string, () => Request][] = [
  ['QR packing data', () => ({ method: 'GET', url: `/api/public/packing/${randomUUID()}` })],
  ['auth/me with a made-up token', () => ({ method: 'GET', url: '/api/auth/me', headers: badToken })],
  ['auth/me without a token', () => ({ method: 'GET', url: '/api/auth/me' })],
  [
    'auth/profile with a made-up token',
    () => ({ method: 'PUT', url: '/api/auth/profile', headers: badToken, payload: { profile: {} } }),
  ],
  // A different address each time: only the per-address limit can stop it.
  [
    'password reset',
    () => ({ method: 'POST', url: '/api/auth/send-password-reset-email', payload: { email: uniqueEmail('guess') } }),
  ],
];

describe('hammering the public and auth routes', () => {
  test.each(limitedRoutes)(
    '%s: past the limit, 429 with the message in the caller language',
    async (_name, request) => {
      const address = addresses();
      const first = [];
      for (let i = 0; i < LIMIT; i++) first.push((await send(ctx.app, request(), address)).statusCode);
      expect(
        first.every((status) => status !== 429),
        `first ${LIMIT}: ${first}`,
      ).toBe(true);
      const refused = await send(ctx.app, request(), address);
      expect([refused.statusCode, refused.json()]).toEqual([429, { message: TOO_MANY.en }]);
      expect(refused.headers['retry-after']).toBeDefined();
      const inPortuguese = await send(ctx.app, request(), address, 'pt-BR');
      expect([inPortuguese.statusCode, inPortuguese.json()]).toEqual([429, { message: TOO_MANY.pt }]);
      // Another address is not affected.
      expect((await send(ctx.app, request(), addresses())).statusCode).not.toBe(429);
    },
  );

  test('the reset email is limited per address too (RATE_LIMIT_MAIL): from many addresses, one inbox', async () => {
    const email = uniqueEmail('inbox');
    const reset = { method: 'POST' as const, url: '/api/auth/send-password-reset-email', payload: { email } };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(ctx.app, reset, addresses())).statusCode);
    // Without SMTP_URL the first two answer 400 (email not configured); the third is over the limit of 2.
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('signed-in use is not throttled by those limits', () => {
  test('from an address already over every limit, the API answers a signed-in user many times over', async () => {
    const address = addresses();
    for (const [, request] of limitedRoutes) {
      for (let i = 0; i <= LIMIT; i++) await send(ctx.app, request(), address);
      expect((await send(ctx.app, request(), address)).statusCode).toBe(429);
    }
    const auth = { authorization: `Bearer ${owner.token}` };
    const created = await send(
      ctx.app,
      {
        method: 'POST',
        url: '/api/customer',
        headers: auth,
        payload: { data: { name: `Busy ${randomUUID()}`, email: 'a@b.test', term: 'T30' } },
      },
      address,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const reads = await Promise.all(
      Array.from({ length: LIMIT * 20 }, (_, i) =>
        send(
          ctx.app,
          {
            method: 'GET',
            headers: auth,
            url: ['/api/customer', `/api/customer/${id}`, '/api/settings', '/api/dashboard'][i % 4],
          },
          address,
        ),
      ),
    );
    expect(reads.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
  });

  test('a limit of 0 is off (a load test from one address): the same routes answer every time', async () => {
    const address = addresses();
    for (const [name, request] of limitedRoutes) {
      const answers = await Promise.all(Array.from({ length: 30 }, () => send(unlimited, request(), address)));
      expect(answers.filter((a) => a.statusCode === 429).length, name).toBe(0);
    }
  });

  test('the defaults: 60 a minute for public data, 120 for each auth route, 5 emails in 10 minutes', () => {
    expect(readConfig({}).rateLimits).toEqual({ public: 60, auth: 120, mail: 5 });
    expect(readConfig({ RATE_LIMIT_PUBLIC: 'lots', RATE_LIMIT_AUTH: '-1', RATE_LIMIT_MAIL: '' }).rateLimits).toEqual({
      public: 60,
      auth: 120,
      mail: 5,
    });
  });
});
