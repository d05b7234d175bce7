/** What keeps a record from being deleted: other records that still name it. */
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';
import { labelText, referencesTo } from './references';
import { countRowReferencesTo, rowReferences } from './row-references';

/** The first resource still referencing some of the records, how many of its records do, and the labels of the records they name. */
export interface Blocker {
  other: ResourceDefinition;
  count: number;
  labels: string[];
}

/** A message names at most this many records; the rest are counted. */
export const NAMED_BLOCKED = 5;

/** Labels of the records among `ids` that `referencing` (correlated to the record's id) finds, by label. */
async function blockedLabels(
  tx: Database,
  resource: ResourceDefinition,
  ids: string[],
  referencing: (id: SQL) => SQL,
): Promise<string[]> {
  const table = resourceTables[resource.name];
  const rows = await tx
    .select({ label: labelText(resource) })
    .from(table)
    .where(and(inArray(table.id, ids), sql`exists (${referencing(sql`${table.id}`)})`))
    .orderBy(labelText(resource));
  return rows.map((row) => String(row.label ?? ''));
}

export async function findReferencing(
  tx: Database,
  resource: ResourceDefinition,
  ids: string[],
): Promise<Blocker | null> {
  for (const [other, field] of referencesTo(resource)) {
    const otherTable = resourceTables[other.name];
    const [{ total }] = await tx.select({ total: count() }).from(otherTable).where(inArray(otherTable[field], ids));
    if (Number(total) === 0) continue;
    const labels = await blockedLabels(
      tx,
      resource,
      ids,
      (id) => sql`select 1 from ${otherTable} where ${eq(otherTable[field], id)}`,
    );
    return { other, count: Number(total), labels };
  }
  const rows = await countRowReferencesTo(tx, resource, ids);
  if (!rows) return null;
  const [other, total] = rows;
  const table = resourceTables[other.name];
  const refs = rowReferences(other).filter((ref) => ref.target.name === resource.name);
  const labels = await blockedLabels(
    tx,
    resource,
    ids,
    (id) =>
      sql`select 1 from ${table} where ${or(
        ...refs.map(
          (ref) =>
            sql`exists (select 1 from jsonb_array_elements(${table[ref.field]}) as e(v) where e.v->>${ref.column} = ${id}::text)`,
        ),
      )}`,
  );
  return { other, count: total, labels };
}

/** The labels as a message shows them: the first few, then how many more ("A, B, C, D, E +3"). */
export function namedRecords(labels: string[]): string {
  const named = labels.slice(0, NAMED_BLOCKED).join(', ');
  return labels.length > NAMED_BLOCKED ? `${named} +${labels.length - NAMED_BLOCKED}` : named;
}
