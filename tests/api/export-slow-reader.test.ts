/**
 * An export whose client reads slowly or not at all holds no database connection: other users'
 * lists and writes are answered meanwhile (on PGlite's single connection, and beyond a PostgreSQL
 * pool's 10), and the export, once read, is complete and consistent. A client that stays stalled is dropped.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources';
import { insertRows } from '../../scripts/seed/bulk-insert';
import { resourceTables } from '../../server/db/tables';
import { createFileLinks } from '../../server/services/files/links';
import { exportRecords } from '../../server/services/records/records-export';
import { createTestContext, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';

const SIZE = 10_000;
/** More stalled exports than PostgreSQL's pool has connections (10). */
const STALLED = 11;
const EXPORT_PATH = '/api/customer?orderBy=name_ASC';
const customers = resourceTables.customer;

interface Seeded {
  id: string;
  name: string;
}

/** SIZE customers of about 1 KB each, 20 to a name, so the id decides the order within a name. */
async function seedCustomers(ctx: TestContext): Promise<Seeded[]> {
  const rows = Array.from({ length: SIZE }, (_, i) => ({
    id: randomUUID(),
    name: `Customer ${String(i % 500).padStart(3, '0')}`,
    address: `Rua ${i} `.padEnd(900, 'x'),
    email: `c${i}@export.test`,
    term: 'T30',
  }));
  for (let i = 0; i < SIZE; i += 2500) await insertRows(ctx.db, [[customers, rows.slice(i, i + 2500)]]);
  return rows.map(({ id, name }) => ({ id, name }));
}

const byNameThenId = (a: Seeded, b: Seeded) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1);

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Stalled {
  /** The server's side of the answer. */
  server: () => http.ServerResponse | undefined;
  /** Resumes reading and answers the whole body (possibly cut short) once the connection ends. */
  readAll: () => Promise<string>;
}

/** An export request whose answer this client does not read until told to. */
function stalledExport(app: TestContext['app'], port: number, token: string): Promise<Stalled> {
  const tag = randomUUID();
  let serverSide: http.ServerResponse | undefined;
  const watch = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers['x-test-tag'] === tag) serverSide = res;
  };
  app.server.setMaxListeners(0);
  app.server.on('request', watch);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: EXPORT_PATH, headers: { authorization: `Bearer ${token}`, 'x-test-tag': tag } },
      (res) => {
        res.pause();
        expect(res.statusCode).toBe(200);
        const chunks: Buffer[] = [];
        const body = new Promise<string>((done) => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('close', () => done(Buffer.concat(chunks).toString('utf8')));
          res.on('error', () => undefined);
        });
        resolve({
          server: () => serverSide,
          readAll: () => (app.server.off('request', watch), res.resume(), body),
        });
      },
    );
    request.on('error', reject);
  });
}

async function api(port: number, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    // Generous for a busy machine; a list held behind a stalled export never answers at all.
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Exporting 11 × 10,000 rows on a machine others share as well. */
const LONG = 180_000;

describe('exports waiting on clients that read nothing', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let seeded: Seeded[];
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
    other = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
    seeded = await seedCustomers(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test(
    `hold no connection: ${STALLED} stalled, another user lists and writes; resumed, each is whole and in its starting order`,
    async () => {
      const stalled = await Promise.all(
        Array.from({ length: STALLED }, () => stalledExport(ctx.app, port, owner.token)),
      );
      // Every export has filled what the connection buffers and waits on its client.
      await until(
        'the exports to wait on their clients',
        () => stalled.every((s) => s.server()?.writableNeedDrain === true),
        LONG,
      );

      const list = await api(port, other.token, 'GET', '/api/customer?limit=10&offset=0&orderBy=name_DESC');
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(SIZE);
      const created = await api(port, other.token, 'POST', '/api/customer', {
        data: { name: 'Arrived Meanwhile', email: 'new@export.test', term: 'T45' },
      });
      expect(created.status).toBe(200);
      // Rows move in the order (their sort value changes both ways) and some go away, while the exports wait.
      const sorted = [...seeded].sort(byNameThenId);
      const movedLast = sorted.slice(0, 40).map((r) => r.id);
      const movedFirst = sorted.slice(-40).map((r) => r.id);
      // Far beyond what a stalled export has read ahead (its socket's buffers, about 5 MB here, and a page of ~1 MB):
      // rows at 5,000 (5 MB in) sat on that edge, and whether their page was read before the stall hung on page bounds.
      const deleted = sorted.slice(9000, 9030).map((r) => r.id);
      await ctx.db.update(customers).set({ name: 'Zz moved last' }).where(inArray(customers.id, movedLast));
      await ctx.db.update(customers).set({ name: 'Aa moved first' }).where(inArray(customers.id, movedFirst));
      await ctx.db.delete(customers).where(inArray(customers.id, deleted));

      const expected = sorted.map((r) => r.id).filter((id) => !deleted.includes(id));
      for (const one of stalled) {
        const answer = JSON.parse(await one.readAll()) as {
          rows: { id: string; name: string; address: string }[];
          count: number;
        };
        expect(answer.count).toBe(expected.length);
        // Each row that existed throughout, once, where the order put it when the export started.
        expect(answer.rows.map((r) => r.id)).toEqual(expected);
        expect(answer.rows[0].address).toHaveLength(900);
      }
    },
    LONG,
  );

  test(
    'waits on its reader page after page without gathering listeners',
    async () => {
      const stream = exportRecords(
        ctx.db,
        resources.customer,
        { filter: {}, orderBy: 'name_ASC' },
        createFileLinks('s'.repeat(32)),
      );
      const before = stream.listenerCount('close');
      let most = before;
      let text = '';
      // Every page is larger than the stream buffers, so each one waits for this reader to drain it.
      for await (const chunk of stream) {
        most = Math.max(most, stream.listenerCount('close'), stream.listenerCount('drain'));
        text += String(chunk);
      }
      const answer = JSON.parse(text) as { rows: unknown[]; count: number };
      // Whole (the test above took 30 rows away and added one).
      expect([answer.rows.length, answer.count]).toEqual([SIZE - 29, SIZE - 29]);
      // The async iterator's own listener and the one wait under way at most, not one per page waited.
      expect(most).toBeLessThanOrEqual(before + 2);
    },
    LONG,
  );
});

describe('an export whose client stays stalled', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ EXPORT_SEND_TIMEOUT_MS: '1000' });
    user = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
    await seedCustomers(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test(
    'is dropped after EXPORT_SEND_TIMEOUT_MS of reading nothing, its answer cut short',
    async () => {
      const stalled = await stalledExport(ctx.app, (ctx.app.server.address() as AddressInfo).port, user.token);
      await until('the server to drop the stalled answer', () => stalled.server()?.destroyed === true, LONG);
      const body = await stalled.readAll();
      expect(body.startsWith('{"rows":[')).toBe(true);
      expect(() => JSON.parse(body)).toThrow();
    },
    LONG,
  );
});
