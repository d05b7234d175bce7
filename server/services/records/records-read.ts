/** Reading records: lists with filters, sort and pages, single records, autocomplete; references carry their labels. */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import { allFields, filesFields } from '../../../resources/kit/derive';
import type { StoredFileValue } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { matchesText } from '../../db/search-text';
import { resourceTables } from '../../db/tables';
import { notFound } from '../../errors';
import type { FileLinks } from '../files/links';
import type { ListParams } from './list-query';
import { runList } from './list-statements';
import { referencedByColumns } from './referenced-by';
import { LABEL, serialize, type Row } from './record-shape';
import { referenceFields, UUID } from './references';
import { pickerOptions, containsPattern } from './picker-options';
import { rowLabelColumns } from './row-references';

export const tableOf = (resource: ResourceDefinition) => resourceTables[resource.name];

/** Each resource's files fields, derived once: every record a list or a write answers is checked for them. */
const filesByResource = new WeakMap<ResourceDefinition, ReturnType<typeof filesFields>>();

/**
 * A record as it leaves the API (list, get, create and update answers): each file with a link
 * signed for the next hour. Not part of serialize, so audit entries never keep expiring links.
 */
export function withDownloadUrls<T extends Row>(resource: ResourceDefinition, record: T, links: FileLinks): T {
  let fields = filesByResource.get(resource);
  if (!fields) filesByResource.set(resource, (fields = filesFields(resource)));
  if (!fields.length) return record;
  const out: Row = { ...record };
  for (const [name] of fields) {
    const files = record[name];
    if (Array.isArray(files))
      out[name] = files.map((file: StoredFileValue) => ({ ...file, downloadUrl: links.url(file.id) }));
  }
  return out as T;
}

/**
 * The select with one left join per reference, so lists show and sort by names, not ids.
 * `everyRow`: for reads that output every row they match (the export), see referenced-by.ts.
 */
export function readQuery(db: Database, resource: ResourceDefinition, { everyRow = false } = {}) {
  const table = tableOf(resource);
  const columns: Record<string, PgColumn | SQL.Aliased> = Object.fromEntries(
    allFields(resource)
      .filter(([, f]) => f.type !== 'referencedBy')
      .map(([name]) => [name, table[name] as PgColumn]),
  );
  // Computed from the records that reference this one: ids as the value, their labels beside.
  const lateral = [];
  for (const { name, ids, labels, joined } of referencedByColumns(db, resource, table)) {
    const both = everyRow ? joined() : undefined;
    if (both) lateral.push(both);
    columns[name] = both ? sql`${both.ids}`.as(name) : ids.as(name);
    columns[`${LABEL}${name}`] = both ? sql`${both.labels}`.as(`${LABEL}${name}`) : labels.as(`${LABEL}${name}`);
  }
  const joins = referenceFields(resource).map(([name, , target]) => {
    const joined = alias(tableOf(target), `ref_${name}`);
    const label = sql<string>`${joined[target.labelField] as PgColumn}::text`;
    // Named, so the export's row_to_json (records-export.ts) keeps each label under its own key.
    columns[`${LABEL}${name}`] = sql<string>`${joined[target.labelField] as PgColumn}::text`.as(`${LABEL}${name}`);
    return { name, joined, label };
  });
  for (const [name, labels] of Object.entries(rowLabelColumns(resource, table)))
    columns[`${LABEL}${name}`] = labels.as(`${LABEL}${name}`);
  let query = db.select(columns).from(table).$dynamic();
  for (const { name, joined } of joins) query = query.leftJoin(joined, eq(joined.id, table[name]));
  for (const both of lateral) query = query.leftJoinLateral(both, sql`true`);
  return { query, table, columns, sortBy: Object.fromEntries(joins.map((j) => [j.name, j.label])) };
}

/** A page of records and the count of all that match (list-statements.ts). */
export const listRecords = (db: Database, resource: ResourceDefinition, params: ListParams) =>
  runList(db, resource, tableOf(resource), params, () => readQuery(db, resource));

export async function getRecord(db: Database, resource: ResourceDefinition, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const { query, table } = readQuery(db, resource);
  const [row] = await query.where(eq(table.id, id));
  if (!row) throw notFound();
  return serialize(resource, row);
}

/**
 * The spec's autocomplete call: records whose label contains `query`, as {id, label}; a resource
 * declaring a picker answers its options (picker-options.ts), {id, label} and what they show.
 * `ids` asks for the labels of given records instead (a form showing its current references).
 */
export async function autocompleteRecords(
  db: Database,
  resource: ResourceDefinition,
  query: unknown,
  limit: unknown,
  ids: string[] = [],
) {
  const table = tableOf(resource);
  const label = table[resource.labelField] as PgColumn;
  const text = typeof query === 'string' ? query.trim() : '';
  const max = Math.min(Math.max(Number(limit) || 10, 1), 100);
  const wanted = ids.filter((id) => UUID.test(id));
  if (resource.picker)
    return pickerOptions(db, resource, resource.picker, { text, ids: ids.length ? wanted : undefined }, max);
  const where = ids.length
    ? wanted.length
      ? inArray(table.id, wanted)
      : sql`false`
    : text
      ? matchesText(sql`${label}::text`, containsPattern(text))
      : undefined;
  const rows = await db.select({ id: table.id, label }).from(table).where(where).orderBy(label).limit(max);
  return rows.map((r) => ({ id: r.id, label: String(r.label ?? '') }));
}
