/**
 * README "Guarantees": no list request takes the server past its memory (issue 34: two
 * `limit=1000000` invoice lists ran a 256 MB server out of heap). The real server with npm start's
 * 256 MB heap over 100,000 invoices, as an invoiceViewer: two and then ten pages of the largest size at
 * once, then ten oversized ones refused; every one answered, and the server answers the next
 * request. In the soak, not the API suite: migrations, seeding and the start took minutes on a busy
 * 2-core machine.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIST_PAGE_MAX } from '../../resources/kit/list-page';
import { serverNodeFlags } from '../../scripts/start-helpers';
import { insertManyInvoices } from '../helpers/many-invoices';
import { signUp, uniqueEmail } from '../helpers/users';
import { api, ok, signInOwner } from './helpers/http-api';
import { startServer, type ServerProcess } from './helpers/server-process';

const INVOICES = 100_000;
let server: ServerProcess;
let viewer = '';

/** How long each step of the set-up took, printed: it is most of this file's time. */
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    console.log(`${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// Minutes on a busy 2-core machine (migrations, 100,000 rows, a server start), never a hang.
beforeAll(async () => {
  // npm start's node flags, which the systemd unit uses too (docs/deploy/plating.service): a 256 MB heap.
  server = await timed(`migrations, ${INVOICES} invoices and the server's start`, () =>
    startServer({
      nodeArgs: serverNodeFlags,
      before: (db) => timed('invoices', () => insertManyInvoices(db, INVOICES)),
    }),
  );
  // The reader of the issue: invoiceViewer only, invited by the owner (the first account).
  const owner = await signInOwner(server.baseUrl);
  const email = uniqueEmail('invoice-viewer');
  await ok(
    api(server.baseUrl, owner, 'POST', '/api/iam', { body: { data: { emails: [email], roles: ['invoiceViewer'] } } }),
  );
  viewer = (await signUp(email)).token;
  expect((await ok<{ roles: string[] }>(api(server.baseUrl, viewer, 'GET', '/api/auth/me'))).roles).toEqual([
    'invoiceViewer',
  ]);
}, 600_000);

afterAll(async () => {
  await server?.dispose();
});

/** A page of invoices; a request the server drops (it died: its heap) fails with the server's log. */
const page = (offset: number, limit: number = LIST_PAGE_MAX) =>
  api<{ rows: unknown[]; count: number; message?: string }>(server.baseUrl, viewer, 'GET', '/api/invoice', {
    query: { limit, offset },
  }).catch(async (error: Error) => {
    throw new Error(
      `limit=${limit}: ${error.message} (${error.cause}); the server ${server.alive() ? 'is up' : 'exited'}:\n${await server.logTail()}`,
    );
  });

/** Alive, or what it wrote before it died (a heap failure says so there). */
async function stillAlive(): Promise<void> {
  expect(server.alive(), `the server exited:\n${await server.logTail()}`).toBe(true);
}

test(`two, then ten, pages of ${LIST_PAGE_MAX} invoices at once: all answered, and the server (${serverNodeFlags.join(' ')}) answers after`, async () => {
  for (const together of [2, 10]) {
    const answers = await Promise.all(Array.from({ length: together }, (_, i) => page(i * LIST_PAGE_MAX)));
    for (const { status, body } of answers)
      expect([status, body.rows?.length, body.count]).toEqual([200, LIST_PAGE_MAX, INVOICES]);
    await stillAlive();
  }
  const last = await page(INVOICES - 10, 10);
  expect([last.status, last.body.rows.length]).toEqual([200, 10]);
});

test('ten pages of a million at once are refused naming the maximum, and the server answers after', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => page(0, 1_000_000)));
  for (const { status, body } of answers) {
    expect([status, body.message]).toEqual([
      400,
      `limit must be ${LIST_PAGE_MAX} or less: a list page holds at most ${LIST_PAGE_MAX} rows`,
    ]);
  }
  await stillAlive();
  expect((await page(0, 10)).status).toBe(200);
});
