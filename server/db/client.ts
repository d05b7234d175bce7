/** Opens PGlite (embedded, in a data folder) or PostgreSQL (DATABASE_URL) behind one Drizzle interface. */
import type { Database } from './database';

export type { Database } from './database';

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseConfig {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
}

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A list's statements are prepared (services/records/list-statements.ts); each execution is still
    // planned for its own values, as an unprepared statement is: a plan made for any PO fragment
    // might scan every row for a rare one.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    // So must one lost while checked out (a transaction's): pg emits 'error' on it, which without a
    // listener kills the process. Its queries fail (a 500), and the pool drops it on release.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error('PostgreSQL client error:', error.message)),
    );
    return { db: drizzle({ client: pool }) as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { withInstanceParsers } = await import('./pglite-client');
  // PostgreSQL's default shared buffers would sit in this process from the start; a smaller pool keeps the
  // server within docs/runtime.md#benchmark-targets' memory (the OS page cache still holds the rest of the files).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  const client = await PGlite.create(config.dataDir, { extensions: { pg_trgm, unaccent }, startParams });
  const db = drizzle({ client: withInstanceParsers(client) }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close() };
}
