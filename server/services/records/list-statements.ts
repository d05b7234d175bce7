/**
 * A list's two statements (the page of rows, and the count), rendered cheaply. The select with its
 * joins and computed columns is the same for every list of a resource, so Drizzle renders it once;
 * each request renders only its where, order and page, and the rows become API records in one pass
 * (record-shape.ts), decoded as a select of Drizzle's would be. Why: docs/architecture.md#list-statements.
 */
import { sql, type SelectedFieldsOrdered, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import type { RenderedFilter } from './list-filter';
import { arrayRowsMapper, type Row } from './record-shape';

/** A flat select: each key a column or a named SQL expression. */
export type SelectedColumns = Record<string, PgColumn | SQL.Aliased>;

/** What records-read.ts's readQuery builds for a resource, as this file needs it. */
export interface ListSelect {
  query: { getSQL(): SQL };
  table: Parameters<typeof sql>[1];
  columns: SelectedColumns;
  sortBy: Record<string, SQL>;
}

export interface RenderedSelect {
  /** `select … from … left join …`, its constants written in (they come from declarations, never from a caller). */
  rows: string;
  /** ` from <table>`, after the count's `select count(*) as "total"`. */
  countFrom: string;
  fields: SelectedFieldsOrdered<PgColumn>;
  /** The rows statement's rows (arrays, in `fields` order) as API records. */
  records: (rows: unknown[][]) => Row[];
  /** The sort expressions of reference columns (their labels), for orderClause. */
  sortBy: Record<string, SQL>;
  /** ` order by …` by the orderBy asked for, rendered once each (orderText). */
  orders: Map<string, string>;
}

const dialect = new PgDialect();
const rendered = new WeakMap<ResourceDefinition, RenderedSelect>();

/** The resource's list select, rendered on its first list and kept; `build` is readQuery. */
export function renderedSelect(resource: ResourceDefinition, build: () => ListSelect): RenderedSelect {
  let known = rendered.get(resource);
  if (!known) {
    const { query, table, columns, sortBy } = build();
    // As Drizzle orders a flat select's fields: one path per key, in the object's order.
    const fields = Object.entries(columns).map(([key, field]) => ({ path: [key], field }));
    known = {
      rows: dialect.sqlToQuery(query.getSQL().inlineParams()).sql,
      countFrom: dialect.sqlToQuery(sql` from ${table}`).sql,
      fields,
      records: arrayRowsMapper(resource, fields),
      sortBy,
      orders: new Map(),
    };
    rendered.set(resource, known);
  }
  return known;
}

/** Sortable fields times two directions, with room for the spellings parseOrderBy also takes. */
const ORDERS_KEPT = 200;

/**
 * The page's ` order by …` for `orderBy`, rendered on its first use and kept: columns and label casts,
 * never a parameter. `build` is orderClause, which refuses a bad orderBy (so none is kept).
 */
export function orderText(select: RenderedSelect, orderBy: unknown, build: () => SQL[]): string {
  const key = orderBy === undefined || typeof orderBy === 'string' ? (orderBy ?? '') : undefined;
  const known = key === undefined ? undefined : select.orders.get(key);
  if (known !== undefined) return known;
  const order = dialect.sqlToQuery(sql` order by ${sql.join(build(), sql`, `)}`);
  if (order.params.length) throw new Error('A list order must not take parameters');
  if (key !== undefined && select.orders.size < ORDERS_KEPT) select.orders.set(key, order.sql);
  return order.sql;
}

export interface Page {
  /** The filter's ` where …` (list-filter.ts). */
  filter: RenderedFilter;
  /** orderText's. */
  order: string;
  limit?: number;
  offset: number;
}

/** Sends the page and the count together, as the server always has; rows as a Drizzle select answers them. */
export async function runListStatements(db: Database, select: RenderedSelect, { filter, order, limit, offset }: Page) {
  // The filter is the same in both statements; what follows it numbers its parameters after it.
  const params = [...filter.params];
  let text = select.rows + filter.sql + order;
  if (limit !== undefined) text += ` limit $${params.push(limit)}`;
  if (offset) text += ` offset $${params.push(offset)}`;
  const session = db._.session;
  const [rows, total] = await Promise.all([
    session.prepareQuery({ sql: text, params }, undefined, undefined, true, select.records).execute(),
    session.prepareQuery({ sql: `select count(*) as "total"${select.countFrom}${filter.sql}`, params: filter.params }, undefined, undefined, false).execute(),
  ]);
  const [counts] = (total as { rows: { total: unknown }[] }).rows;
  return { rows: rows as Row[], count: Number(counts.total) };
}
