/**
 * What every table holds, in one cheap query: per table its row count and the newest row
 * version's transaction id (xmin), which any insert, update or delete moves. Equal before and
 * after means nothing was written anywhere: the audit log, counters and uploads included.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { allTables } from '../../../server/db/tables';

const query = sql.join(
  Object.values(allTables).map((table) => {
    const name = getTableName(table);
    return sql`select ${name}::text as "name", count(*)::int as "n", coalesce(max(xmin::text::bigint), 0)::text as "version"
      from ${sql.identifier(name)}`;
  }),
  sql` union all `,
);

/** `{ customer: '3 rows, version 742' }`, one entry per table. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { name: string; n: number; version: string }[] };
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n} rows, version ${r.version}`]));
}

/** Just the row counts, per table. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const print = await fingerprint(db);
  return Object.fromEntries(Object.entries(print).map(([name, text]) => [name, Number.parseInt(text, 10)]));
}
