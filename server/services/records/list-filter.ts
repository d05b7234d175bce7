/**
 * A list's filter as SQL: with its values (the export's where), or with a placeholder for each value,
 * for the list's prepared statements (list-statements.ts), whose text depends only on the filter's
 * shape: which filters, in which form, how many values an `in` takes.
 */
import { and, arrayOverlaps, eq, gte, inArray, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import { matchesText } from '../../db/search-text';
import type { AnyTable } from '../../db/tables';
import { filterConditions, type Condition } from './list-query';
import { closedWorkSql, openWorkSql } from './open-work';

function conditionSql(table: AnyTable, { column: name, form, values, open }: Condition): SQL {
  const column = table[name] as PgColumn;
  const [value] = values;
  switch (form) {
    case 'open':
      return openWorkSql(table, open!);
    case 'closed':
      return closedWorkSql(table, open!);
    case 'ilike':
      return matchesText(column, value as string | SQLWrapper);
    case 'overlaps':
      return arrayOverlaps(column, value as unknown[] | SQLWrapper);
    case 'in':
      return inArray(column, values);
    case 'eq':
      return eq(column, value);
    case 'gte':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
  }
}

/** Every condition, all to hold, with its values; undefined when none is given. */
export const conditionsWhere = (table: AnyTable, conditions: Condition[]): SQL | undefined =>
  conditions.length ? and(...conditions.map((condition) => conditionSql(table, condition))) : undefined;

/** The filter's conditions, all to hold; undefined when none is given (the export's where). */
export const whereClause = (resource: ResourceDefinition, table: AnyTable, filter: unknown) =>
  conditionsWhere(table, filterConditions(resource, filter));

/** What decides the filter's text: each condition's column, form and number of values. */
export const filterShape = (conditions: Condition[]) =>
  conditions.map(({ column, form, values }) => `${column}:${form}:${values.length}`).join(';');

/** The placeholders' values (`f0`, `f1`, … in the conditions' order) for placeholderWhere's text. */
export function filterValues(conditions: Condition[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let n = 0;
  for (const condition of conditions) for (const value of condition.values) values[`f${n++}`] = value;
  return values;
}

/**
 * The conditions' where with a placeholder for each value. A value is encoded by its column, as
 * Drizzle binds a value compared with a column (sql.param); an ilike pattern is text as it is.
 */
export function placeholderWhere(table: AnyTable, conditions: Condition[]): SQL | undefined {
  if (!conditions.length) return undefined;
  let n = 0;
  return and(
    ...conditions.map((condition) => {
      const column = table[condition.column] as PgColumn;
      const values = condition.values.map(() => {
        const placeholder = sql.placeholder(`f${n++}`);
        return condition.form === 'ilike' ? placeholder : sql.param(placeholder, column);
      });
      return conditionSql(table, { ...condition, values });
    }),
  );
}
