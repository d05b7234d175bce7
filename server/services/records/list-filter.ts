/**
 * A list's filter as SQL. Its text depends only on which filters are given in which form (and how
 * many values an `in` takes), so a list renders it once per such shape and keeps it; each request
 * then only encodes its values, as Drizzle would. Rendering it with Drizzle on every request took
 * about 45 µs, as long as the rest of the handler (docs/architecture.md#list-statements).
 */
import { and, arrayOverlaps, eq, gte, ilike, inArray, lt, lte, sql, type DriverValueEncoder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import type { AnyTable } from '../../db/tables';
import { KeptByShape } from './kept-by-shape';
import { filterConditions, type Condition } from './list-query';

type Encoder = DriverValueEncoder<unknown, unknown>;

const dialect = new PgDialect();

function conditionSql(table: AnyTable, { column: name, form, values }: Condition): SQL {
  const column = table[name] as PgColumn;
  const [value] = values;
  switch (form) {
    case 'ilike': return ilike(column, value as string);
    case 'overlaps': return arrayOverlaps(column, value as unknown[]);
    case 'in': return inArray(column, values);
    case 'eq': return eq(column, value);
    case 'gte': return gte(column, value);
    case 'lt': return lt(column, value);
    case 'lte': return lte(column, value);
  }
}

/** Every condition of the filter, all to hold; undefined when none is given (the export's where). */
export function whereClause(resource: ResourceDefinition, table: AnyTable, filter: unknown): SQL | undefined {
  const conditions = filterConditions(resource, filter);
  return conditions.length ? and(...conditions.map((condition) => conditionSql(table, condition))) : undefined;
}

export interface RenderedFilter {
  /** ` where …`, or nothing. */
  sql: string;
  params: unknown[];
}

interface KeptFilter {
  sql: string;
  /** Each parameter's encoder, in the text's order: the column's, or none (an ilike pattern). */
  encoders: (Encoder | undefined)[];
}

/** Shapes kept per resource: the spellings a screen sends, with room to spare. */
const kept = new KeptByShape<KeptFilter>(200);

const encode = (encoders: (Encoder | undefined)[], values: unknown[]) =>
  values.map((value, i) => (value === null || !encoders[i] ? value : encoders[i].mapToDriverValue(value)));

/** The filter's ` where …` and its parameters, the text rendered once per shape (see above). */
export function renderedFilter(resource: ResourceDefinition, table: AnyTable, filter: unknown): RenderedFilter {
  const conditions = filterConditions(resource, filter);
  if (!conditions.length) return { sql: '', params: [] };
  const shape = conditions.map(({ column, form, values }) => `${column}:${form}:${values.length}`).join(';');
  const values = conditions.flatMap((condition) => condition.values);
  const known = kept.get(resource, shape);
  if (known) return { sql: known.sql, params: encode(known.encoders, values) };
  const rendered = dialect.sqlToQuery(sql` where ${and(...conditions.map((condition) => conditionSql(table, condition)))}`);
  // Drizzle binds every value to its column's encoder, an ilike's pattern to none.
  const encoders = conditions.flatMap(({ column, form, values: own }) => own.map(() => (form === 'ilike' ? undefined : (table[column] as Encoder))));
  kept.keep(resource, shape, { sql: rendered.sql, encoders }, encode(encoders, values), rendered.params);
  return rendered;
}
