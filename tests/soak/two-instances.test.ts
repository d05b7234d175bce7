/**
 * README "Running several instances": two server processes on one PostgreSQL database and one
 * DATA_DIR, as behind a load balancer. Requests alternate between them and each reads what the
 * other wrote; a photo uploaded through one is served by the other; a user disabled through one is
 * refused on the other's very next request; an import split across both stores every row once; the
 * invoice-expiry sweep, run by both at once as they start, expires each invoice once.
 * PGlite admits one process: this file skips there.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packingData, shipperData } from '../helpers/parts-flow';
import { tinyPng } from '../helpers/png';
import { api, ok, signInEditors, signInOwner, type Answer } from './helpers/http-api';
import { startServer, type ServerProcess } from './helpers/server-process';

type Row = Record<string, unknown> & { id: string };

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let one: ServerProcess;
  let two: ServerProcess;
  let owner: string;
  /** The instances in turn, as a round-robin balancer hands requests out. */
  const turn = (i: number) => (i % 2 ? two : one).baseUrl;
  const post = (base: string, path: string, data: Record<string, unknown>) =>
    ok<Row>(api(base, owner, 'POST', `/api/${path}`, { body: { data } }));

  beforeAll(async () => {
    one = await startServer();
    owner = await signInOwner(one.baseUrl);
    two = await startServer({ beside: one });
  });
  afterAll(async () => {
    await two?.dispose();
    await one?.dispose();
  });

  test('requests alternate: each reads what the other wrote, and shippers are numbered without gaps', async () => {
    const customer = await post(one.baseUrl, 'customer', {
      name: 'Two instances Ltd.',
      email: 'two@plating.test',
      term: 'T30',
    });
    const product = await post(two.baseUrl, 'product', { part: 'TWO-1', customer: customer.id });
    const shippers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(turn(i), 'shipper', shipperData(customer.id, product.id, 5))),
    );
    expect(shippers.map((s) => Number(s.valueID)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const server of [one, two]) {
      const list = await ok<{ count: number }>(
        api(server.baseUrl, owner, 'GET', '/api/shipper', { query: { filter: { customer: customer.id }, limit: 1 } }),
      );
      expect(list.count).toBe(20);
      expect((await ok<Row>(api(server.baseUrl, owner, 'GET', `/api/product/${product.id}`))).part).toBe('TWO-1');
    }
  });

  test('a photo uploaded through one is served by the other', async () => {
    const form = new FormData();
    const photo = tinyPng([30, 120, 60]);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'part.png');
    const uploaded = await fetch(`${one.baseUrl}/api/files/product/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { downloadUrl } = (await uploaded.json()) as { downloadUrl: string };
    const served = await fetch(`${two.baseUrl}${downloadUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  test("a user disabled through one is refused on the other's very next request", async () => {
    const [editor] = await signInEditors(one.baseUrl, owner, 1);
    const me = await ok<Row>(api(two.baseUrl, editor, 'GET', '/api/auth/me'));
    expect((await api(two.baseUrl, editor, 'GET', '/api/customer', { query: { limit: 1 } })).status).toBe(200);
    await ok(api(one.baseUrl, owner, 'PUT', '/api/iam/status', { body: { ids: [me.id], disabled: true } }));
    const refused = await api(two.baseUrl, editor, 'GET', '/api/customer', { query: { limit: 1 } });
    expect([refused.status, refused.body]).toEqual([403, { message: 'Your account is disabled' }]);
  });

  test('an import split across both, every row sent to each, stores every row once and audits it once', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      name: `Split import ${i}`,
      email: `split${i}@plating.test`,
      term: 'T30',
    }));
    const send = (base: string, data: Record<string, unknown>, i: number) =>
      api(base, owner, 'POST', '/api/customer/import', { body: { data, importHash: `split-import-${i}` } });
    const answers: Answer[] = (
      await Promise.all(rows.map((data, i) => Promise.all([send(one.baseUrl, data, i), send(two.baseUrl, data, i)])))
    ).flat();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual(
      Array(30).fill({ message: 'Data has already been imported' }),
    );
    const stored = await ok<{ rows: Row[] }>(
      api(two.baseUrl, owner, 'GET', '/api/customer', { query: { filter: { name: 'Split import' }, limit: 100 } }),
    );
    expect(stored.rows.map((r) => r.name).sort()).toEqual(rows.map((r) => r.name).sort());
    const audit = await ok<{ rows: Row[] }>(
      api(one.baseUrl, owner, 'GET', '/api/auditLog', {
        query: { filter: { entityNames: ['customer'], action: 'create' }, limit: 500 },
      }),
    );
    const created = new Set(stored.rows.map((r) => r.id));
    expect(audit.rows.filter((entry) => created.has(String(entry.entityId)))).toHaveLength(30);
  });

  test('the expiry sweep run by both at once, as they start, expires each overdue invoice once', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const customer = await post(one.baseUrl, 'customer', {
      name: 'Overdue Ltd.',
      email: 'overdue@plating.test',
      term: 'T30',
    });
    const product = await post(one.baseUrl, 'product', { part: 'DUE-1', customer: customer.id, price: 2 });
    const shipper = await post(one.baseUrl, 'shipper', shipperData(customer.id, product.id, 10));
    const invoices: Row[] = [];
    for (let i = 0; i < 5; i++) {
      const packing = await post(turn(i), 'packing', packingData(shipper, 1));
      invoices.push(
        await post(turn(i), 'invoice', {
          date: today,
          packing: packing.id,
          customer: customer.id,
          product: product.id,
        }),
      );
    }
    expect(invoices.map((invoice) => invoice.status)).toEqual(Array(5).fill('Pending'));
    await Promise.all([one.stop(), two.stop()]);
    // Their due dates pass while both are down (as a night passes).
    const admin = new pg.Client({ connectionString: one.databaseUrl });
    await admin.connect();
    try {
      await admin.query('update invoice set "dueDate" = $1 where id = any($2)', [
        '2026-01-01',
        invoices.map((invoice) => invoice.id),
      ]);
    } finally {
      await admin.end();
    }
    await Promise.all([one.start(), two.start()]);
    // Each instance sweeps as it starts; the two sweeps race for the same rows.
    const ids = new Set(invoices.map((invoice) => invoice.id));
    const audited = async () =>
      (
        await ok<{ rows: Row[] }>(
          api(two.baseUrl, owner, 'GET', '/api/auditLog', {
            query: { filter: { entityNames: ['invoice'], createdByEmail: 'system' }, limit: 500 },
          }),
        )
      ).rows.filter((entry) => ids.has(String(entry.entityId)));
    await expect.poll(async () => (await audited()).length, { timeout: 30_000 }).toBe(5);
    for (const invoice of invoices) {
      expect((await ok<Row>(api(turn(1), owner, 'GET', `/api/invoice/${invoice.id}`))).status).toBe('Expired');
    }
    // Still one entry each once both sweeps are over (the second found nothing left to expire).
    const entries = await audited();
    expect([entries.length, new Set(entries.map((entry) => entry.entityId)).size]).toEqual([5, 5]);
  });
});
