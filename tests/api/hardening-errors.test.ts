/**
 * Hardening: error bodies are only the translated message (no stack, SQL, table or file names),
 * for a real database failure, a handler's own crash, and every 4xx the API gives.
 */
import { randomUUID } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app';
import { firebaseIdentity } from '../../server/auth/identity';
import { resourceTables } from '../../server/db/tables';
import { PROJECT_ID } from '../helpers/app';
import { call, type CallResult } from '../helpers/http';
import { as, setupPartsFlow } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const SERVER_ERROR = {
  en: 'Sorry, the server is reporting an error',
  pt: 'Desculpe, o servidor está relatando um erro',
};

/** What an error body must never show. */
const LEAKS = [
  /\bat \S+ \(|\bat .*:\d+:\d+/, // stack frames
  /node_modules|\/work\/|[\w-]+\.(ts|js):\d+/, // file paths
  /\bSELECT\b|\bselect .* from\b|\binsert into\b|\brelation\b|syntax error|\bstack\b|violates|constraint/i,
];
function expectCleanError(res: CallResult, label: string): void {
  const text = JSON.stringify(res.body);
  for (const leak of LEAKS) expect(text, `${label}: ${text}`).not.toMatch(leak);
  expect(typeof (res.body as { message?: unknown }).message, `${label}: ${text}`).toBe('string');
  expect(
    Object.keys(res.body as object).filter((k) => k !== 'message' && k !== 'errors'),
    label,
  ).toEqual([]);
}

/** The real app with two routes added only here: one crashing like a bug, one failing in SQL. */
let crashing: FastifyInstance;
beforeAll(async () => {
  crashing = await buildApp({ db: ctx.db, identity: firebaseIdentity(PROJECT_ID), config: ctx.config });
  crashing.get('/api/test-only/crash', { config: { public: true } }, () => {
    throw new Error('Cannot read properties of undefined (reading "total") at /work/main/server/x.ts:12:3');
  });
  crashing.get('/api/test-only/bad-sql', { config: { public: true } }, () =>
    ctx.db.execute(sql`select * from no_such_table`),
  );
  await crashing.ready();
});
afterAll(() => crashing?.close());

describe('4xx bodies never leak internals', () => {
  test('unknown paths and ids, malformed JSON and ids, bad filters and records, refused tokens and links', async () => {
    const token = ctx.owner.token;
    const injected = async (payload: string, contentType = 'application/json') => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/customer',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
      return { status: res.statusCode, body: res.json() } as CallResult;
    };
    const answers: [string, CallResult][] = [
      ['unknown api path', await call(ctx.app, 'GET', '/api/nothing/here', { token })],
      ['unknown id', await call(ctx.app, 'GET', `/api/customer/${randomUUID()}`, { token })],
      ['malformed id', await call(ctx.app, 'GET', "/api/customer/1'%20or%20'1'='1", { token })],
      ['malformed id (delete)', await call(ctx.app, 'DELETE', '/api/customer/not-an-id', { token })],
      [
        'unknown filter',
        await call(ctx.app, 'GET', '/api/customer', { token, query: { filter: { 'name;drop table x': 'a' } } }),
      ],
      [
        'bad filter value',
        await call(ctx.app, 'GET', '/api/customer', { token, query: { filter: { createdAt: 'not a date' } } }),
      ],
      [
        'invalid record',
        await call(ctx.app, 'POST', '/api/customer', { token, body: { data: { name: 42, email: 'no', term: 'T0' } } }),
      ],
      ['no data', await call(ctx.app, 'POST', '/api/customer', { token, body: {} })],
      ['malformed JSON', await injected('{"data": {"name": ')],
      ['JSON prototype pollution', await injected('{"data": {"__proto__": {"admin": true}, "name": "x"}}')],
      ['no token', await call(ctx.app, 'GET', '/api/customer')],
      ['bad token', await call(ctx.app, 'GET', '/api/customer', { token: 'eyJhbGciOiJub25lIn0.e30.' })],
      [
        'forged file link',
        await call(ctx.app, 'GET', `/api/files/${randomUUID()}`, {
          query: { expires: '9999999999999', signature: 'ab'.repeat(32) },
        }),
      ],
      ['unknown public packing', await call(ctx.app, 'GET', "/api/public/packing/x'--")],
    ];
    for (const [label, res] of answers) {
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expectCleanError(res, label);
    }
  });
});

describe('500: only the translated message', () => {
  test('a handler that crashes, or whose SQL fails, answers the message and nothing else', async () => {
    for (const path of ['/api/test-only/crash', '/api/test-only/bad-sql']) {
      expect(await call(crashing, 'GET', path), path).toEqual({ status: 500, body: { message: SERVER_ERROR.en } });
      expect(await call(crashing, 'GET', path, { lang: 'pt-BR' }), path).toEqual({
        status: 500,
        body: { message: SERVER_ERROR.pt },
      });
    }
  });

  // Last in the file: it takes the customer table away (and puts it back).
  test('a real route hitting a database error (its table gone) answers the message and nothing else', async () => {
    const table = getTableName(resourceTables.customer);
    await ctx.db.execute(sql.raw(`alter table "${table}" rename to "${table}_gone"`));
    try {
      for (const [method, path, body] of [
        ['GET', '/api/customer', undefined],
        ['GET', `/api/customer/${randomUUID()}`, undefined],
        ['POST', '/api/customer', { data: { name: 'Acme', email: 'a@acme.test', term: 'T30' } }],
      ] as const) {
        const res = await as(ctx, method, path, { body });
        expect(res, `${method} ${path}`).toEqual({ status: 500, body: { message: SERVER_ERROR.en } });
      }
    } finally {
      await ctx.db.execute(sql.raw(`alter table "${table}_gone" rename to "${table}"`));
    }
    expect((await as(ctx, 'GET', '/api/customer')).status).toBe(200);
  });
});
