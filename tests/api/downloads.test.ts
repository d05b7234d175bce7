/**
 * What the browser downloads: the client's files sent precompressed (brotli, else gzip, else as
 * they are), hashed assets cached for a year, index.html revalidated every time, and API JSON
 * compressed from 1 KB up, list pages and exports alike (README, Downloads and caching).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress';
import { insertRows } from '../../scripts/seed/bulk-insert';
import { resourceTables } from '../../server/db/tables';
import { buildTestApp, createTestContext, testConfig, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
let app: FastifyInstance;
const clientDir = mkdtempSync(join(tmpdir(), 'plating-downloads-'));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const INDEX = `<!doctype html><html><head>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const TINY = '<svg xmlns="http://www.w3.org/2000/svg"/>';

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'favicon.svg'), TINY);
  await precompressDir(clientDir);
  app = await buildTestApp(ctx.db, testConfig({ CLIENT_DIR: clientDir, DATA_DIR: ctx.config.dataDir }));
  const rows = Array.from({ length: 40 }, (_, i) => ({
    id: randomUUID(),
    name: `Downloads ${i}`,
    address: `Rua das Flores ${i}, Sao Paulo`,
    email: `d${i}@downloads.test`,
    term: 'T30',
  }));
  await insertRows(ctx.db, [[resourceTables.customer, rows]]);
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });
const signedIn = { authorization: '' };
const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the built client', () => {
  test('the build wrote a brotli and a gzip copy of each text file of 1 KB or more, none of a smaller one', () => {
    expect(readdirSync(join(clientDir, 'assets')).sort()).toEqual([
      'index-Ab12Cd34.js',
      'index-Ab12Cd34.js.br',
      'index-Ab12Cd34.js.gz',
    ]);
    expect(readdirSync(clientDir).filter((f) => f.startsWith('favicon'))).toEqual(['favicon.svg']);
  });

  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['', undefined],
    ['identity', undefined],
  ])('a hashed asset asked with Accept-Encoding "%s" comes %s, cached for a year', async (accept, encoding) => {
    const answer = await get('/assets/index-Ab12Cd34.js', accept ? { 'accept-encoding': accept } : {});
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(encoding, answer.rawPayload).toString()).toBe(SCRIPT);
    if (encoding) expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  test('index.html, at / and at a client route, is revalidated every time, and compressed', async () => {
    for (const url of ['/', '/customer/new']) {
      const answer = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(decode('br', answer.rawPayload).toString()).toBe(INDEX);
    }
  });

  test('a file the build left as it is (too small) is compressed on the way, and revalidated: its name has no hash', async () => {
    const answer = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decode(answer.headers['content-encoding'], answer.rawPayload).toString()).toBe(TINY);
    expect((await get('/favicon.svg')).body).toBe(TINY);
  });

  test('HEAD answers the same headers with no body', async () => {
    const head = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
  });

  test('a hashed asset carries no validators nor ranges (never asked again); index.html keeps its ETag, a repeat is a 304', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    for (const header of ['etag', 'last-modified', 'accept-ranges'])
      expect(asset.headers[header], header).toBeUndefined();
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers.etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('a missing asset is still a 404, whatever the encoding asked', async () => {
    expect((await get('/assets/gone-Zz99.js', { 'accept-encoding': 'br, gzip' })).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  beforeAll(() => {
    signedIn.authorization = `Bearer ${owner.token}`;
  });

  test('a page of a list of 1 KB or more comes brotli or gzip, as accepted, and decodes to the same JSON', async () => {
    const plain = await get('/api/customer?limit=25&offset=0', signedIn);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().rows).toHaveLength(25);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/api/customer?limit=25&offset=0', { ...signedIn, 'accept-encoding': encoding });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(encoding, answer.rawPayload).toString())).toEqual(plain.json());
    }
  });

  test('an answer under 1 KB comes as it is', async () => {
    const answer = await get('/api/customer?limit=1&offset=0&filter[name]=Downloads 7', {
      ...signedIn,
      'accept-encoding': 'br',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  test('an export streams compressed and decodes to every row', async () => {
    const answer = await get('/api/customer', { ...signedIn, 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(answer.rawPayload).toString());
    expect(body.count).toBe(40);
    expect(body.rows).toHaveLength(40);
  });

  test('/api/config keeps its ETag: a repeat is a 304 with no body, compressed or not', async () => {
    const first = await get('/api/config', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/api/config', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-encoding']).toBeUndefined();
    const head = await get('/api/config', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
