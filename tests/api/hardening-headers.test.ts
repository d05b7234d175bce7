/**
 * Hardening: security headers on every answer, a content security policy derived from the
 * config (the Auth emulator, or a real Firebase project's hosts), and CORS closed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../server/config';
import { buildTestApp, createTestContext, emulatorHost, testConfig, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
/** The same database, serving a stand-in built client (index.html) as the real app does. */
let withClient: FastifyInstance;
/** The same database, configured for a real Firebase project behind HTTPS. */
let production: FastifyInstance;
const clientDir = mkdtempSync(join(tmpdir(), 'plating-client-'));

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-Ab12.js'), 'export {};');
  writeFileSync(join(clientDir, 'assets', 'icon-Cd34.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  withClient = await buildTestApp(ctx.db, testConfig({ CLIENT_DIR: clientDir, DATA_DIR: ctx.config.dataDir }));
  production = await buildTestApp(
    ctx.db,
    readConfig({
      FIREBASE_PROJECT_ID: 'acme-plating',
      FIREBASE_AUTH_DOMAIN: 'acme-plating.firebaseapp.com',
      PUBLIC_URL: 'https://plating.example.com',
      DATA_DIR: ctx.config.dataDir,
      CLIENT_DIR: clientDir,
    }),
  );
});
afterAll(async () => {
  await production?.close();
  await withClient?.close();
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The policy of an answer, as directive name → sources. */
function policyOf(headers: Record<string, unknown>): Map<string, string[]> {
  const text = String(headers['content-security-policy'] ?? '');
  expect(text, 'a Content-Security-Policy header').not.toBe('');
  return new Map(
    text
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  test('the app page, client routes, API answers and errors all carry them', async () => {
    const answers = [
      await get(withClient, '/'),
      await get(withClient, '/customer/new'),
      await get(withClient, '/api/config'),
      await get(withClient, '/api/customer', { authorization: `Bearer ${owner.token}` }),
      await get(withClient, '/api/customer'),
      await get(withClient, '/api/nothing', { authorization: `Bearer ${owner.token}` }),
      await get(withClient, '/missing.js'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 404]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cross-origin-resource-policy': 'same-origin',
      });
      // Served over plain http here: no HSTS (RFC 6797 7.2); the https deployment below sends it.
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
      policyOf(headers);
    }
  });

  test("a hashed script carries only what applies to a file (no page's policy, ~570 bytes less on each); an SVG, which can be opened as a page, keeps them all", async () => {
    const script = await get(withClient, '/assets/index-Ab12.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect((await get(production, '/assets/index-Ab12.js')).headers['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ]) {
      expect(script.headers[pageOnly], pageOnly).toBeUndefined();
    }
    // Only the file itself: a query or a name that merely starts like one is still a page's request.
    const svg = await get(withClient, '/assets/icon-Cd34.svg');
    expect(svg.statusCode).toBe(200);
    policyOf(svg.headers);
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
    policyOf((await get(withClient, '/assets.js/customer')).headers);
  });

  test('the policy: own scripts only, no inline script or eval; Firebase through the emulator the client is given', async () => {
    const page = await get(withClient, '/');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = policyOf(page.headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    // Inline styles only (emotion); never an unsafe source for scripts.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-eval|wasm-unsafe-eval|\*/);
    const emulator = `http://${emulatorHost()}`;
    expect((await get(withClient, '/api/config')).json().authEmulatorHost).toBe(emulatorHost());
    expect(policy.get('connect-src')).toEqual(["'self'", emulator]);
    expect(policy.get('frame-src')).toEqual([emulator]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // Plain http on loopback: requests are not upgraded to https.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  test("a real project: Google's auth hosts instead of the emulator, and upgrades behind https", async () => {
    const policy = policyOf((await get(production, '/')).headers);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://acme-plating.firebaseapp.com']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(String((await get(production, '/')).headers['content-security-policy'])).not.toContain(emulatorHost());
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  test('HSTS only where users come over https: on every answer of the https deployment, never over plain http', async () => {
    for (const url of ['/', '/customer/new', '/api/config', '/api/customer', '/missing.js']) {
      expect((await get(production, url)).headers['strict-transport-security'], url).toMatch(
        /^max-age=\d+; includeSubDomains$/,
      );
      expect((await get(withClient, url)).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('CORS is closed', () => {
  const foreign = 'https://evil.example';

  test('no Access-Control-* header answers a foreign origin, signed in or not', async () => {
    for (const answer of [
      await get(ctx.app, '/api/config', { origin: foreign }),
      await get(ctx.app, '/api/customer', { origin: foreign, authorization: `Bearer ${owner.token}` }),
      await get(ctx.app, '/api/customer', { origin: foreign }),
    ]) {
      expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  test('a preflight from a foreign origin is not allowed', async () => {
    for (const url of ['/api/customer', '/api/auth/profile', '/api/files/product/photos']) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: foreign,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      // Refused like any other unknown request (401 or 404), never answered with an allow.
      expect(preflight.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(
        Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-')),
        url,
      ).toEqual([]);
    }
  });
});
