/**
 * A picker's open work as SQL (resources/kit/types.ts PickerDeclaration `open`): what the picker
 * lists first, the list's `open` filter and the home page's counts of work waiting.
 */
import { and, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PickerDeclaration } from '../../../resources/kit/list-declarations';

export type OpenWork = NonNullable<PickerDeclaration['open']>;
type Columns = Record<string, PgColumn>;

/** Every condition of the declaration, all to hold. */
export function openWorkSql(table: Columns, open: OpenWork): SQL {
  const holds: SQL[] = [];
  if (open.below) holds.push(sql`coalesce(${table[open.below[0]]}, 0) < coalesce(${table[open.below[1]]}, 0)`);
  for (const name of open.empty ?? []) holds.push(isNull(table[name]));
  for (const [name, value] of Object.entries(open.equals ?? {})) holds.push(eq(table[name], value));
  for (const [name, values] of Object.entries(open.among ?? {})) holds.push(inArray(table[name], [...values!]));
  return and(...holds)!;
}

/** Not open work: a condition that is null (a status with no value) counts as not holding. */
export const closedWorkSql = (table: Columns, open: OpenWork): SQL =>
  not(sql`coalesce(${openWorkSql(table, open)}, false)`);
