/**
 * Fields computed on read from the records that reference this one (resources/kit/fields.ts,
 * `referencedBy`): a shipper's Active packing lists. Never stored, so never stale and no migration:
 * one correlated subquery per field and answer, which the referencing resource's index on its
 * reference column (db/tables.ts) turns into an index lookup per row.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { findResource, type ResourceDefinition } from '../../../resources';
import { referencedByFields } from '../../../resources/kit/derive';
import type { Database } from '../../db/client';
import { resourceTables, type AnyTable } from '../../db/tables';

export interface ReferencedByColumns {
  name: string;
  /** The referencing records' ids, ordered by their labels. */
  ids: SQL;
  /** Their labels as text, in the same order. */
  labels: SQL;
  /**
   * Both lists from one subquery (columns `ids` and `labels`), to join laterally where every row is
   * read (the export): one lookup per row instead of two. A list
   * page keeps the correlated columns, which PostgreSQL computes for the page's rows only, after its
   * sort and limit; a lateral join would run for every matching row.
   */
  joined: () => ReturnType<typeof joinedLists>;
}

function joinedLists(
  db: Database,
  name: string,
  from: AnyTable,
  where: SQL | undefined,
  aggregate: (value: SQL) => SQL,
  label: PgColumn,
) {
  return db
    .select({ ids: aggregate(sql`${from.id}::text`).as('ids'), labels: aggregate(sql`${label}::text`).as('labels') })
    .from(from)
    .where(where)
    .as(`joined_${name}`);
}

export function referencedByColumns(
  db: Database,
  resource: ResourceDefinition,
  table: AnyTable,
): ReferencedByColumns[] {
  return referencedByFields(resource).map(([name, field]) => {
    const target = findResource(field.resource);
    if (!target) throw new Error(`${resource.name}.${name}: unknown resource ${field.resource}`);
    // Aliased, so a resource referencing its own kind would still name the outer row apart.
    const from = alias(resourceTables[target.name], `by_${name}`) as AnyTable;
    const label = from[target.labelField] as PgColumn;
    const where = and(
      eq(from[field.via] as PgColumn, table.id),
      ...Object.entries(field.only ?? {}).map(([column, value]) => eq(from[column] as PgColumn, value)),
    );
    const aggregate = (value: SQL) => sql`coalesce(array_agg(${value} order by ${label}, ${from.id}), '{}')`;
    const list = (value: SQL) =>
      sql`(${db
        .select({ list: aggregate(value) })
        .from(from)
        .where(where)})`;
    return {
      name,
      ids: list(sql`${from.id}::text`),
      labels: list(sql`${label}::text`),
      joined: () => joinedLists(db, name, from, where, aggregate, label),
    };
  });
}
