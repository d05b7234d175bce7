/**
 * README "Guarantees", Faults: kill -9 of the real server in the middle of an import, on PGlite
 * (TEST_DATABASE_URL unset) or on PostgreSQL. The database opens again (PGlite replays its WAL),
 * no record is half written (each stored shipper complete, its inventory moved, exactly one audit
 * entry), and the same file sent again imports the rest while the rows stored before the crash
 * are refused by their importHash.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { importHash } from '../../src/views/import/import-hash';
import { ImportRunner, type SendImportRow } from '../../src/views/import/import-runner';
import { ALREADY_IMPORTED, auditPerEntity, pendingRows } from '../helpers/import-tabs';
import { api, ok, signInOwner } from './helpers/http-api';
import { pgliteState, startServer, withServerDatabase, type ServerProcess } from './helpers/server-process';

const ROWS = 300;
/** The kill lands on the 125th answer, mid-batch: the rest of that batch is still being written. */
const KILL_AFTER = 125;

let server: ServerProcess;
let token: string;
let customer: { id: string; name: string };
let product: { id: string; part: string };

beforeAll(async () => {
  server = await startServer();
  token = await signInOwner(server.baseUrl);
  const data = { name: `crash customer ${Date.now()}`, email: 'crash@plating.test', term: 'T30' };
  customer = await ok(api(server.baseUrl, token, 'POST', '/api/customer', { body: { data } }));
  const part = { part: `crash part ${Date.now()}`, customer: customer.id, openingStock: 0 };
  product = await ok(api(server.baseUrl, token, 'POST', '/api/product', { body: { data: part } }));
});

afterAll(async () => {
  await server?.dispose();
});

/** A browser tab's send; `onStored` hears of each 200. */
const sender =
  (onStored: (po: string) => void = () => undefined): SendImportRow =>
  async (data, hash) => {
    const res = await api(server.baseUrl, token, 'POST', '/api/shipper/import', { body: { data, importHash: hash } });
    if (res.status !== 200) throw new Error(res.body?.message ?? `HTTP ${res.status}`);
    onStored(String(data.po));
  };

test('kill -9 mid-import: restart, no half-written row, the rest imports and the stored rows are refused', async () => {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    date: '2026-03-02',
    po: `crash po ${i}`,
    customer: customer.name,
    product: product.part,
    quantity: 1 + (i % 5),
  }));
  const confirmed = new Set<string>();
  let killed: Promise<void> | undefined;
  const first: ImportRunner = new ImportRunner(pendingRows(rows), {
    send: sender((po) => {
      confirmed.add(po);
      if (confirmed.size === KILL_AFTER && !killed) {
        killed = server.kill9();
        first.pause();
      }
    }),
  });
  expect(await first.start()).toEqual({ state: 'paused' });
  await killed;
  const lost = first.rows.filter((row) => row.status === 'ERROR');
  console.log(
    `[faults/${server.driver}] killed after ${confirmed.size} rows answered; ${lost.length} requests in flight lost`,
  );
  expect(lost.length).toBeGreaterThan(0);
  // On PGlite: not shut down cleanly, so opening it again must recover from the WAL.
  expect(await pgliteState(server)).toBe(server.driver === 'pglite' ? 'in production' : undefined);

  const restartedAt = Date.now();
  await server.start();
  console.log(`[faults/${server.driver}] restarted and answering in ${Date.now() - restartedAt} ms`);
  // The user imports the same file again.
  const second = new ImportRunner(pendingRows(rows), { send: sender() });
  expect(await second.start()).toMatchObject({ state: 'completed' });
  const refused = second.rows.filter((row) => row.status === 'ERROR');
  for (const row of refused) expect(row.message).toBe(ALREADY_IMPORTED);
  for (const [i, row] of second.rows.entries()) {
    if (confirmed.has(rows[i].po)) expect(row.status, `line ${row.line}`).toBe('ERROR');
  }
  // Stored before the crash: the confirmed ones and any in flight that committed before the kill.
  expect(refused.length).toBeGreaterThanOrEqual(confirmed.size);
  expect(refused.length).toBeLessThanOrEqual(confirmed.size + lost.length);
  console.log(
    `[faults/${server.driver}] second run: ${refused.length} already imported, ${ROWS - refused.length} imported`,
  );

  await server.stop();
  expect(await pgliteState(server)).toBe(server.driver === 'pglite' ? 'shut down' : undefined);
  await withServerDatabase(server, async (db) => {
    const shipper = resourceTables.shipper;
    const stored = await db.select().from(shipper).where(eq(shipper.customer, customer.id));
    expect(stored).toHaveLength(ROWS);
    const byPo = new Map(rows.map((row) => [row.po, row]));
    for (const row of stored) {
      const line = byPo.get(String(row.po))!;
      expect(row).toMatchObject({
        date: line.date,
        quantity: line.quantity,
        product: product.id,
        importHash: await importHash(line),
      });
    }
    expect(new Set(stored.map((row) => row.po)).size).toBe(ROWS);
    const numbers = stored.map((row) => Number(row.valueID)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    const ids = stored.map((row) => String(row.id));
    expect(Object.values(await auditPerEntity(db, ids))).toEqual(ids.map(() => 1));
    const [part] = await db.select().from(resourceTables.product).where(eq(resourceTables.product.id, product.id));
    expect(part.inventory).toBe(rows.reduce((sum, row) => sum + row.quantity, 0));
  });
});
