/**
 * A freshly migrated database per test file: PGlite in memory by default, or a
 * uniquely named database on the PostgreSQL server in TEST_DATABASE_URL
 * (created here and dropped by close()).
 */
import { randomBytes } from 'node:crypto';
import { onServer, withDatabase } from '../../scripts/lib/postgres-admin';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export interface TestDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The server URL with another database name. */

/** `dir`: where the migrations are read (a migration's own test starts from the ones before it). */
export async function openTestDatabase(dir?: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const opened = await openDatabase({});
    await migrate(opened.db, dir);
    return opened;
  }
  const name = `plating_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const opened = await openDatabase({ url: withDatabase(serverUrl, name) });
  try {
    await migrate(opened.db, dir);
  } catch (error) {
    await opened.close();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    db: opened.db,
    driver: opened.driver,
    close: async () => {
      await opened.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
