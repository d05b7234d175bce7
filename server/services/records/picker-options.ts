/**
 * A reference picker's options for a resource that declares `picker` (resources/kit/types.ts): each
 * word of the query found in the label or a searched field (a reference by its record's label), open
 * work first, then the list's own order; each option with the fields a clerk decides by.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { findResource, type ResourceDefinition } from '../../../resources';
import type { PickerDeclaration } from '../../../resources/kit/list-declarations';
import type { Database } from '../../db/client';
import { matchesText } from '../../db/search-text';
import { resourceTables } from '../../db/tables';
import { openWorkSql } from './open-work';

type Columns = Record<string, PgColumn>;
const columnsOf = (resource: ResourceDefinition) => resourceTables[resource.name] as unknown as Columns & PgTable;

/** `%text%` for ilike, its own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A query's words, as many as a person types to narrow a list. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, 6);

function referenceTarget(resource: ResourceDefinition, name: string) {
  const field = resource.fields[name];
  return field?.type === 'reference' ? findResource(field.resource) : undefined;
}

function wordMatch(db: Database, resource: ResourceDefinition, picker: PickerDeclaration, word: string): SQL {
  const table = columnsOf(resource);
  const pattern = containsPattern(word);
  const found: SQL[] = [matchesText(sql`${table[resource.labelField]}::text`, pattern)];
  for (const name of picker.search) {
    const target = referenceTarget(resource, name);
    if (!target) {
      found.push(matchesText(sql`${table[name]}::text`, pattern));
      continue;
    }
    const targetTable = columnsOf(target);
    const named = db
      .select({ id: targetTable.id })
      .from(targetTable)
      .where(matchesText(sql`${targetTable[target.labelField]}::text`, pattern));
    found.push(inArray(table[name], named));
  }
  return or(...found)!;
}

/** Each shown field's value, a reference's as its record's label. */
function shownColumns(
  db: Database,
  resource: ResourceDefinition,
  picker: PickerDeclaration,
): Record<string, SQL | PgColumn> {
  const table = columnsOf(resource);
  const shown: Record<string, SQL | PgColumn> = {};
  for (const name of picker.show) {
    const target = referenceTarget(resource, name);
    if (!target) {
      shown[name] = table[name];
      continue;
    }
    const named = alias(columnsOf(target), `shown_${name}`) as unknown as Columns & PgTable;
    const label = db
      .select({ label: sql`${named[target.labelField]}::text` })
      .from(named)
      .where(eq(named.id, table[name]));
    shown[name] = sql`(${label})`;
  }
  return shown;
}

export interface PickerOption {
  id: unknown;
  label: string;
  /** The shown fields' values, by field name. */
  details: Record<string, unknown>;
  /** Open work (a shipper with parts left to pack); `left` is how many, where the declaration counts it. */
  open?: boolean;
  left?: number;
}

export async function pickerOptions(
  db: Database,
  resource: ResourceDefinition,
  picker: PickerDeclaration,
  where: { text: string; ids?: string[] },
  max: number,
): Promise<PickerOption[]> {
  const table = columnsOf(resource);
  const open = picker.open && openWorkSql(table, picker.open);
  const below = picker.open?.below;
  const filter = where.ids
    ? where.ids.length
      ? inArray(table.id, where.ids)
      : sql`false`
    : and(...wordsOf(where.text).map((word) => wordMatch(db, resource, picker, word)));
  const [, orderField, direction] = /^(.+)_(ASC|DESC)$/.exec(resource.defaultOrder)!;
  const listOrder = direction === 'DESC' ? desc(table[orderField]) : asc(table[orderField]);
  const rows = await db
    .select({
      id: table.id,
      label: table[resource.labelField],
      ...(open ? { open: sql<boolean>`coalesce(${open}, false)` } : {}),
      ...(below ? { left: sql<number>`coalesce(${table[below[1]]}, 0) - coalesce(${table[below[0]]}, 0)` } : {}),
      details: sql<Record<string, unknown>>`json_build_object(${sql.join(
        Object.entries(shownColumns(db, resource, picker)).map(([name, value]) => sql`${name}::text, ${value}`),
        sql`, `,
      )})`,
    })
    .from(table)
    .where(filter)
    .orderBy(...(open ? [desc(sql`coalesce(${open}, false)`)] : []), listOrder, asc(table.id))
    .limit(max);
  return rows.map((row) => {
    const option: PickerOption = { id: row.id, label: String(row.label ?? ''), details: row.details };
    if (open) option.open = Boolean(row.open);
    if (below && option.open) option.left = Number(row.left);
    return option;
  });
}
