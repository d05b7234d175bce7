/**
 * A list's two statements, the page of rows and the count, as Drizzle prepared statements. Their
 * text (the select with its joins and computed columns, the filter's shape, the order) is rendered
 * by Drizzle once per database, resource, filter shape and order; a request passes only its values,
 * as placeholders: rendering the whole select per request cost CPU on every list
 * (docs/architecture.md#list-statements).
 */
import { count, sql } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import type { AnyTable } from '../../db/tables';
import { conditionsWhere, filterShape, filterValues, placeholderWhere } from './list-filter';
import { filterConditions, orderClause, type Condition, type ListParams } from './list-query';
import { pageClause } from './list-page';
import { serialize, type Row } from './record-shape';
import type { readQuery } from './records-read';

/** What records-read.ts's readQuery builds for a resource. */
type ListSelect = ReturnType<typeof readQuery>;
interface Prepared<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}
interface ListStatements {
  rows: Prepared<Row[]>;
  count: Prepared<{ total: number }[]>;
}

/** Shapes kept per resource and database: the filters and sorts a screen sends, with room to spare. */
const SHAPES_KEPT = 200;
const kept = new WeakMap<Database, Map<ResourceDefinition, Map<string, ListStatements>>>();
// On a PostgreSQL connection a prepared statement's name stands for its text: one name per text, process-wide.
let named = 0;

function shapesOf(db: Database, resource: ResourceDefinition): Map<string, ListStatements> {
  let byResource = kept.get(db);
  if (!byResource) kept.set(db, (byResource = new Map()));
  let shapes = byResource.get(resource);
  if (!shapes) byResource.set(resource, (shapes = new Map()));
  return shapes;
}

function prepare(
  db: Database,
  resource: ResourceDefinition,
  table: AnyTable,
  conditions: Condition[],
  orderBy: unknown,
  build: () => ListSelect,
): ListStatements {
  const { query, sortBy } = build();
  // orderClause refuses a bad orderBy (a 400), so none is prepared.
  const order = orderClause(resource, table, orderBy, sortBy);
  const where = placeholderWhere(table, conditions);
  const n = ++named;
  return {
    rows: query
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`list_${n}`),
    count: db.select({ total: count() }).from(table).where(where).prepare(`list_count_${n}`),
  };
}

/** The page and the count, sent together; past SHAPES_KEPT a shape's statements are built and sent unprepared. */
async function statementsRun(
  db: Database,
  resource: ResourceDefinition,
  table: AnyTable,
  params: ListParams,
  build: () => ListSelect,
) {
  const conditions = filterConditions(resource, params.filter);
  // A text orderBy (or none) names its order; any other is refused by orderClause below.
  const key =
    params.orderBy === undefined || typeof params.orderBy === 'string'
      ? `${filterShape(conditions)}|${params.orderBy ?? ''}`
      : undefined;
  const shapes = shapesOf(db, resource);
  let statements = key === undefined ? undefined : shapes.get(key);
  if (!statements && key !== undefined && shapes.size < SHAPES_KEPT) {
    shapes.set(key, (statements = prepare(db, resource, table, conditions, params.orderBy, build)));
  }
  // Checked as before: the filter, then the order, then the page.
  if (statements) {
    const values = filterValues(conditions);
    return Promise.all([
      statements.rows.execute({ ...values, ...pageClause(params) }),
      statements.count.execute(values),
    ]);
  }
  const { query, sortBy } = build();
  const order = orderClause(resource, table, params.orderBy, sortBy);
  const page = pageClause(params);
  const where = conditionsWhere(table, conditions);
  return Promise.all([
    query
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
}

/** A page of records and the count of all that match; `build` is readQuery, run once per shape. */
export async function runList(
  db: Database,
  resource: ResourceDefinition,
  table: AnyTable,
  params: ListParams,
  build: () => ListSelect,
) {
  const [rows, [{ total }]] = await statementsRun(db, resource, table, params, build);
  return { rows: rows.map((row) => serialize(resource, row)), count: total };
}
