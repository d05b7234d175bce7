/**
 * A database migrated up to (not including) one migration, to fill with rows as they were then and
 * apply that migration alone: how a data migration is tested against yesterday's data.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, migrationsDir } from '../../server/db/migrate';
import { openTestDatabase, type TestDatabase } from './database';

export type Rows = Record<string, unknown>[];

export interface MigrationStep {
  db: TestDatabase['db'];
  /** Raw SQL as the database stood then (today's tables may know columns it did not have yet). */
  run(text: string): Promise<Rows>;
  /** Applies the migration under test; answers the migrations applied. */
  apply(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openBefore(migration: string): Promise<MigrationStep> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files.filter((f) => f < migration)) await copyFile(join(migrationsDir, file), join(dir, file));
  const opened = await openTestDatabase(dir);
  const { db } = opened;
  return {
    db,
    run: async (text) => ((await db.execute(sql.raw(text))) as unknown as { rows: Rows }).rows,
    apply: async () => {
      await copyFile(join(migrationsDir, migration), join(dir, migration));
      return migrate(db, dir);
    },
    close: async () => {
      await opened.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A customer, its product, a shipper and an Active packing list of it, in the columns every migration
 * since 0011 knows: what an invoice written before a later migration hangs on.
 */
export async function packedShipment(run: MigrationStep['run']) {
  const [customer] = await run(
    `insert into customer (name, email, term) values ('Acme', 'a@acme.test', 'T30') returning id`,
  );
  const [product] = await run(`insert into product (part, customer) values ('PN-1', '${customer.id}') returning id`);
  const [shipper] = await run(`insert into shipper ("valueID", date, customer, product, quantity)
    values (1, '2026-01-02', '${customer.id}', '${product.id}', 10) returning id`);
  const [packing] = await run(`insert into packing ("valueID", status, date, customer, shipper, product, quantity)
    values (1, 'Active', '2026-01-03', '${customer.id}', '${shipper.id}', '${product.id}', 10) returning id`);
  return { customer, product, shipper, packing };
}
