/**
 * A list's two statements (the page of rows, and the count), rendered cheaply. The select with its
 * joins and computed columns is the same for every list of a resource, so Drizzle renders it once;
 * each request renders only its where, order and page, and the rows are mapped by Drizzle's own
 * fields, as a select of its would be. Why: docs/architecture.md#list-statements.
 */
import { sql, type SelectedFieldsOrdered, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import type { Row } from './records-read';

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
  /** `select count(*) … from <table>`. */
  count: string;
  fields: SelectedFieldsOrdered<PgColumn>;
  /** The sort expressions of reference columns (their labels), for orderClause. */
  sortBy: Record<string, SQL>;
}

const dialect = new PgDialect();
const rendered = new WeakMap<ResourceDefinition, RenderedSelect>();

/** The resource's list select, rendered on its first list and kept; `build` is readQuery. */
export function renderedSelect(resource: ResourceDefinition, build: () => ListSelect): RenderedSelect {
  let known = rendered.get(resource);
  if (!known) {
    const { query, table, columns, sortBy } = build();
    known = {
      rows: dialect.sqlToQuery(query.getSQL().inlineParams()).sql,
      count: dialect.sqlToQuery(sql`select count(*) as "total" from ${table}`).sql,
      // As Drizzle orders a flat select's fields: one path per key, in the object's order.
      fields: Object.entries(columns).map(([key, field]) => ({ path: [key], field })),
      sortBy,
    };
    rendered.set(resource, known);
  }
  return known;
}

export interface Page {
  where: SQL | undefined;
  order: SQL[];
  limit?: number;
  offset: number;
}

/** Sends the page and the count together, as the server always has; rows as a Drizzle select answers them. */
export async function runListStatements(db: Database, select: RenderedSelect, { where, order, limit, offset }: Page) {
  const filter = where ? sql` where ${where}` : sql``;
  const page = dialect.sqlToQuery(sql`${filter} order by ${sql.join(order, sql`, `)}`);
  const params = [...page.params];
  let text = select.rows + page.sql;
  if (limit !== undefined) text += ` limit $${params.push(limit)}`;
  if (offset) text += ` offset $${params.push(offset)}`;
  const counted = dialect.sqlToQuery(filter);
  const session = db._.session;
  const [rows, total] = await Promise.all([
    session.prepareQuery({ sql: text, params }, select.fields, undefined, true).execute(),
    session.prepareQuery({ sql: select.count + counted.sql, params: counted.params }, undefined, undefined, false).execute(),
  ]);
  return { rows: rows as Row[], count: Number((total as { rows: { total: unknown }[] }).rows[0].total) };
}
