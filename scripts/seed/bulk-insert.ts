/**
 * Many rows per statement: each column travels as one text[] parameter and `unnest` turns
 * them back into rows, cast to the column's own type. One round trip per batch instead
 * of one per row, on PGlite and PostgreSQL alike, with no parameter-count limit.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client';
import type { AnyTable } from '../../server/db/tables';

export type SeedRow = Record<string, unknown>;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The driver under Drizzle (a PGlite instance or a pg Pool): both answer query(text, params). */
export const rawClient = (db: Database): RawClient => (db as unknown as { $client: RawClient }).$client;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function cell(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One `insert ... select ... from unnest(...)`, its parameters appended to `params`. */
function insertStatement(table: AnyTable, rows: readonly SeedRow[], params: unknown[]): string {
  const config = getTableConfig(table);
  const types = new Map(config.columns.map((c) => [c.name, c.getSQLType()]));
  const names = Object.keys(rows[0]);
  const casts: string[] = [];
  const arrays: string[] = [];
  for (const name of names) {
    const type = types.get(name);
    if (!type) throw new Error(`${config.name} has no column ${name}`);
    if (type.endsWith('[]')) throw new Error(`${config.name}.${name}: array columns are not bulk-inserted`);
    params.push(rows.map((row) => cell(row[name])));
    arrays.push(`$${params.length}::text[]`);
    casts.push(`${quote(name)}::${type}`);
  }
  const columns = names.map(quote).join(', ');
  return `insert into ${quote(config.name)} (${columns}) select ${casts.join(', ')} from unnest(${arrays.join(', ')}) as t(${columns})`;
}

/**
 * Inserts every part in one statement. Foreign keys are checked at the end of a statement,
 * so rows that point at each other (a packing and the invoice that bills it) go in together.
 */
export async function insertRows(db: Database, parts: [AnyTable, readonly SeedRow[]][]): Promise<void> {
  const present = parts.filter(([, rows]) => rows.length > 0);
  if (!present.length) return;
  const params: unknown[] = [];
  const statements = present.map(([table, rows]) => insertStatement(table, rows, params));
  const text =
    statements.length === 1 ? statements[0] : `with ${statements.map((s, i) => `s${i} as (${s})`).join(', ')} select 1`;
  await rawClient(db).query(text, params);
}

/** `update table set column = value` for many rows by id, in one statement. */
export async function updateById(db: Database, table: AnyTable, rows: readonly SeedRow[]): Promise<void> {
  if (!rows.length) return;
  const config = getTableConfig(table);
  const types = new Map(config.columns.map((c) => [c.name, c.getSQLType()]));
  const names = Object.keys(rows[0]).filter((name) => name !== 'id');
  const params: unknown[] = [rows.map((row) => cell(row.id))];
  const sets = names.map((name) => {
    params.push(rows.map((row) => cell(row[name])));
    return `${quote(name)} = u.${quote(name)}::${types.get(name)}`;
  });
  const arrays = params.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const columns = ['id', ...names].map(quote).join(', ');
  await rawClient(db).query(
    `update ${quote(config.name)} as x set ${sets.join(', ')} from unnest(${arrays}) as u(${columns}) where x."id" = u."id"::uuid`,
    params,
  );
}
