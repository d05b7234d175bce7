/**
 * What the seed may write over. The business tables (every resource table but users) must be
 * empty, or emptied on request (--reset). Accounts (app_user), settings and uploaded files stay:
 * people keep their sign-in and roles across a reset.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client';
import { counters, resourceTables } from '../../server/db/tables';
import { rawClient } from './bulk-insert';

/** The tables the seed fills, named as in SQL; the audit log too, which a reset clears. */
export function dataTables(): string[] {
  return Object.values(resourceTables)
    .filter((t) => t !== resourceTables.user)
    .map((t) => getTableConfig(t).name);
}

/** Tables holding records, with how many rows each already has (only non-empty ones). */
export async function existingRecords(db: Database): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of dataTables().filter((name) => name !== 'audit_log')) {
    const { rows } = await rawClient(db).query(
      `select count(*)::int as n from (select 1 from "${table}" limit 1000) x`,
    );
    if (Number(rows[0].n) > 0) found[table] = Number(rows[0].n);
  }
  return found;
}

/** Empties the business tables and their visible-number counters, in one statement. */
export async function resetData(db: Database): Promise<void> {
  const tables = [...dataTables(), getTableConfig(counters).name].map((t) => `"${t}"`).join(', ');
  await rawClient(db).query(`truncate ${tables}`);
}

/** The counters the server's next create continues from (services/records/sequence.ts). */
export async function setCounters(db: Database, values: Record<string, number>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    await rawClient(db).query(
      `insert into "counters" ("name", "value") values ($1, $2) on conflict ("name") do update set "value" = excluded."value"`,
      [name, value],
    );
  }
}
