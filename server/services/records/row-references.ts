/**
 * References held in the rows of a `rows` field (a recipe's ingredients name chemicals). A jsonb
 * value has no foreign key, so what one would give is done here: the referenced records must
 * exist (and are share-locked until the write commits, so a concurrent delete waits and then sees
 * the new reference), they keep their records from being deleted, and reads carry their labels.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findResource, resourceList, type ResourceDefinition } from '../../../resources';
import type { MessageDescriptor } from '../../../resources/kit/validation';
import type { ReferenceField, RowsField } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { resourceTables, type AnyTable } from '../../db/tables';
import { ValidationFailed } from '../../errors';
import { labelText, UUID } from './references';

const UUID_PATTERN = UUID.source;

interface RowReference {
  field: string;
  column: string;
  target: ResourceDefinition;
}

export function rowReferences(resource: ResourceDefinition): RowReference[] {
  return Object.entries(resource.fields).flatMap(([field, f]) =>
    f.type !== 'rows'
      ? []
      : Object.entries((f as RowsField).fields).flatMap(([column, c]) => {
          if (c.type !== 'reference') return [];
          const target = findResource((c as ReferenceField).resource);
          if (!target)
            throw new Error(`${resource.name}.${field}.${column}: unknown resource ${(c as ReferenceField).resource}`);
          return [{ field, column, target }];
        }),
  );
}

/** Rows elsewhere that name one of `ids`: [resource, count] of the first that does, else null. */
export async function countRowReferencesTo(
  tx: Database,
  resource: ResourceDefinition,
  ids: string[],
): Promise<[ResourceDefinition, number] | null> {
  for (const other of resourceList) {
    for (const ref of rowReferences(other).filter((r) => r.target.name === resource.name)) {
      const table = resourceTables[other.name];
      const [{ total }] = await tx
        .select({ total: sql<number>`count(*)` })
        .from(table)
        .where(
          sql`exists (select 1 from jsonb_array_elements(${table[ref.field]}) as e(v) where e.v->>${ref.column} in ${ids})`,
        );
      if (Number(total) > 0) return [other, Number(total)];
    }
  }
  return null;
}

const rowsOf = (values: Record<string, unknown>, field: string) =>
  (Array.isArray(values[field]) ? values[field] : []) as Record<string, unknown>[];

/** Every referenced record exists, and stays until this write commits; else the row's column is refused. */
export async function checkRowReferences(tx: Database, resource: ResourceDefinition, values: Record<string, unknown>) {
  const errors: Record<string, MessageDescriptor> = {};
  for (const { field, column, target } of rowReferences(resource)) {
    const rows = rowsOf(values, field);
    const ids = [...new Set(rows.map((row) => String(row[column])).filter((id) => UUID.test(id)))].sort();
    const table = resourceTables[target.name];
    const found = ids.length
      ? await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)).orderBy(table.id).for('key share')
      : [];
    const existing = new Set(found.map((r) => String(r.id)));
    rows.forEach((row, index) => {
      // An optional column left empty (a tank parameter without a correcting chemical) names nothing.
      if (row[column] === null || row[column] === undefined) return;
      if (!existing.has(String(row[column]))) {
        errors[`${field}.${index}.${column}`] = {
          key: 'validation.referenceNotFound',
          args: { value: String(row[column]) },
        };
      }
    });
  }
  if (Object.keys(errors).length) throw new ValidationFailed(resource.name, errors);
}

/** Import files name a row's referenced record by its label ("Nickel sulfate"); each becomes an id. */
export async function resolveRowReferenceLabels(
  db: Database,
  resource: ResourceDefinition,
  values: Record<string, unknown>,
) {
  const errors: Record<string, MessageDescriptor> = {};
  for (const { field, column, target } of rowReferences(resource)) {
    for (const [index, row] of rowsOf(values, field).entries()) {
      const given = row[column];
      if (given === null || given === undefined || UUID.test(String(given))) continue;
      const table = resourceTables[target.name];
      const matches = await db
        .select({ id: table.id })
        .from(table)
        .where(and(sql`lower(${labelText(target)}) = ${String(given).trim().toLowerCase()}`))
        .limit(2);
      const key = `${field}.${index}.${column}`;
      if (matches.length === 1) row[column] = matches[0].id;
      else
        errors[key] = {
          key: matches.length ? 'validation.referenceAmbiguous' : 'validation.referenceNotFound',
          args: { value: String(given) },
        };
    }
  }
  if (Object.keys(errors).length) throw new ValidationFailed(resource.name, errors);
}

/** Per rows field, a column of the read: each row's reference labels, in row order ([{ chemical: 'Boric acid' }]). */
export function rowLabelColumns(resource: ResourceDefinition, table: AnyTable): Record<string, SQL> {
  const columns: Record<string, SQL> = {};
  for (const field of new Set(rowReferences(resource).map((r) => r.field))) {
    const refs = rowReferences(resource).filter((r) => r.field === field);
    const joins = refs.map(({ column, target }) => {
      const alias = sql.identifier(`row_${column}`);
      const label = sql`${alias}.${sql.identifier(target.labelField)}::text`;
      // Compared as a uuid, so the referenced table's primary key finds the row: comparing id::text
      // read the whole table for every row of every record listed. Stored values are uuids (written
      // through validation); anything else matches nothing rather than failing the read.
      const value = sql`e.v->>${column}`;
      const id = sql`case when ${value} ~* ${UUID_PATTERN} then (${value})::uuid end`;
      const join = sql` left join ${resourceTables[target.name]} as ${alias} on ${alias}.id = ${id}`;
      return { pair: sql`${column}::text, ${label}`, join };
    });
    const pairs = sql.join(
      joins.map((j) => j.pair),
      sql`, `,
    );
    columns[field] = sql`(select coalesce(jsonb_agg(jsonb_build_object(${pairs}) order by e.ord), '[]'::jsonb)
      from jsonb_array_elements(${table[field] as PgColumn}) with ordinality as e(v, ord)${sql.join(
        joins.map((j) => j.join),
        sql``,
      )})`;
  }
  return columns;
}
