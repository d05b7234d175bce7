/**
 * Before payments were their own records, an invoice held only a paid amount. The migration that
 * brings payments in turns each such amount into one payment, so paid stays the sum of its payments.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { resources } from '../../resources';
import { migrate, migrationsDir } from '../../server/db/migrate';
import { resourceTables } from '../../server/db/tables';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { sampleRow } from '../helpers/samples';

const MIGRATION = '0011_invoice_payments.sql';
const NO_ID = '00000000-0000-4000-8000-000000000000';
let opened: TestDatabase | undefined;
let dir = '';
afterAll(async () => {
  await opened?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('an invoice paid before payments were recorded gets one payment carrying that amount; others get none', async () => {
  dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files.filter((f) => f < MIGRATION)) await copyFile(join(migrationsDir, file), join(dir, file));
  opened = await openTestDatabase(dir);
  const { db } = opened;

  // The rows go in through today's tables, which know columns later migrations add (0012's opening stock).
  await db.execute(sql`alter table "product" add column "openingStock" integer`);
  const refs: Record<string, string> = {};
  for (const name of ['customer', 'product', 'shipper', 'packing'] as const) {
    // The packing's back-link to its invoice is left empty.
    const values = { ...sampleRow(resources[name], 1, { ...refs, invoice: NO_ID }), ...(name === 'packing' ? { invoice: null } : {}) };
    const [row] = await db.insert(resourceTables[name]).values(values).returning();
    refs[name] = String(row.id);
  }
  const invoice = (seq: number, extra: Record<string, unknown>) => db.insert(resourceTables.invoice)
    .values({ ...sampleRow(resources.invoice, seq, refs), status: 'Pending', total: '50.00', ...extra }).returning();
  const [paid] = await invoice(1, { paid: '50.00', paymentDate: '2026-02-03', check: 'CHK-9' });
  const [partly] = await invoice(2, { paid: '12.34', paymentDate: null, date: '2026-01-05', check: null });
  const [unpaid] = await invoice(3, { paid: null });
  const [zero] = await invoice(4, { paid: '0.00' });

  await copyFile(join(migrationsDir, MIGRATION), join(dir, MIGRATION));
  expect(await migrate(db, dir)).toEqual([MIGRATION]);
  const rows = await db.select().from(resourceTables.invoicePayment);
  const byInvoice = (id: unknown) => rows.filter((row) => row.invoice === id)
    .map(({ amount, date, check }) => ({ amount, date, check }));
  expect(byInvoice(paid.id)).toEqual([{ amount: '50.00', date: '2026-02-03', check: 'CHK-9' }]);
  expect(byInvoice(partly.id)).toEqual([{ amount: '12.34', date: '2026-01-05', check: null }]);
  expect([...byInvoice(unpaid.id), ...byInvoice(zero.id)]).toEqual([]);
  expect(rows).toHaveLength(2);
}, 120_000); // Every migration up to 0011 runs on a fresh PGlite first, as in the other migration tests.
