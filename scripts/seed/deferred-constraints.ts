/**
 * Bulk loading into empty tables is several times faster without their secondary indexes
 * (GIN trigram ones above all) and foreign keys: each is rebuilt once at the end, which also
 * checks every reference the seed wrote. Their definitions are kept in a table first, so a seed
 * stopped half-way puts them back on its next run (restoreDeferred runs before anything else).
 */
import type { Database } from '../../server/db/client';
import { rawClient } from './bulk-insert';

const STASH = '"__seed_deferred"';

/** Drops the secondary indexes and foreign keys of `tables`, remembering how to recreate them. */
export async function deferConstraints(db: Database, tables: string[]): Promise<void> {
  const client = rawClient(db);
  await client.query(
    `create table if not exists ${STASH} (name text primary key, step int not null, definition text not null)`,
  );
  // Primary keys stay (foreign keys point at them); unique indexes are rebuilt too, checking the numbers given.
  await client.query(
    `insert into ${STASH} (name, step, definition)
    select c.conname, 2, format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
    from pg_constraint c where c.contype = 'f' and c.conrelid = any($1::text[]::regclass[])
    union all
    select i.indexname, 1, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any($2::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    on conflict (name) do nothing`,
    [tables.map((t) => `"${t}"`), tables],
  );
  const { rows } = await client.query(`select name, step, definition from ${STASH} order by step desc`);
  for (const row of rows) {
    if (row.step === 2) {
      const table = /^alter table (\S+)/.exec(String(row.definition))![1];
      await client.query(`alter table ${table} drop constraint if exists "${row.name}"`);
    } else await client.query(`drop index if exists "${row.name}"`);
  }
}

/** Recreates what deferConstraints dropped (indexes, then foreign keys); answers how many. */
export async function restoreDeferred(db: Database): Promise<number> {
  const client = rawClient(db);
  const { rows: exists } = await client.query(`select to_regclass('__seed_deferred') is not null as found`);
  if (!exists[0].found) return 0;
  const { rows } = await client.query(`select name, definition from ${STASH} order by step, name`);
  for (const row of rows) {
    const definition = String(row.definition).replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ');
    await client.query(definition).catch((error: { code?: string }) => {
      if (error.code !== '42710') throw error; // the constraint is already back
    });
    await client.query(`delete from ${STASH} where name = $1`, [row.name]);
  }
  await client.query(`drop table ${STASH}`);
  return rows.length;
}
