/**
 * A create that nothing else has to speak to (no references, rows, files, numbers or domain rules)
 * is one statement: the insert, its audit entry and the answer, atomic as any single statement.
 * Against BEGIN, insert, audit insert and COMMIT, that is three round trips fewer per imported row.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import { allFields, filesFields } from '../../../resources/kit/derive';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';
import type { Actor } from '../audit';
import type { HooksByResource } from './hooks';
import { KeptByShape } from './kept-by-shape';
import type { Row } from './record-shape';
import { referenceFields } from './references';
import { rowReferences } from './row-references';

const eligible = new WeakMap<ResourceDefinition, boolean>();

/** `hooks`: the domain rules as wired (server/app.ts); a resource with any takes the transaction. */
export function createsInOneStatement(resource: ResourceDefinition, hooks: HooksByResource): boolean {
  if (hooks[resource.name as keyof HooksByResource]) return false;
  let answer = eligible.get(resource);
  if (answer === undefined) {
    const numbered = Object.values(resource.fields).some(
      (field) => (field.type === 'integer' && field.sequence) || (field.type === 'string' && field.format === 'document'),
    );
    answer = !numbered && !referenceFields(resource).length
      && !rowReferences(resource).length && !filesFields(resource).length;
    eligible.set(resource, answer);
  }
  return answer;
}

// JSON as serialize() and JSON.stringify make it: decimals as numbers, timestamps as Date#toJSON.
function jsonValue(resource: ResourceDefinition, name: string, type: string): SQL {
  const column = resourceTables[resource.name][name];
  if (type === 'decimal') return sql`${column}::float8`;
  if (type === 'datetime') return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`${column}`;
}

/** The record as the API answers it (serialize), built by the database from the inserted row. */
function recordJson(resource: ResourceDefinition): SQL {
  const pairs = allFields(resource).map(([name, field]) => sql`${name}::text, ${jsonValue(resource, name, field.type)}`);
  // jsonb_build_object takes at most 100 arguments: 40 fields a call, joined with ||.
  const parts: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 40) parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 40), sql`, `)})`);
  return sql.join(parts, sql` || `);
}

const recordColumns = new WeakMap<ResourceDefinition, SQL.Aliased>();
function recordColumn(resource: ResourceDefinition): SQL.Aliased {
  let column = recordColumns.get(resource);
  if (!column) recordColumns.set(resource, (column = recordJson(resource).as('record')));
  return column;
}

/** The statement as Drizzle renders it: the insert, its audit entry, the record's JSON. */
function statement(db: Database, resource: ResourceDefinition, values: Row, actor: Actor): SQL {
  const table = resourceTables[resource.name];
  const insert = db.insert(table).values(values).returning({ id: table.id, record: recordColumn(resource) });
  return sql`
    with created as (${insert.getSQL()})
    insert into audit_log ("createdById", "createdByEmail", "entityName", "entityId", "action", "values")
    select ${actor.id}, ${actor.email}, ${resource.name}, created.id::text, 'create', created.record from created
    returning "values"`;
}

/**
 * Its text depends only on which columns are given (the others take their defaults), so it is
 * rendered once per resource and set of columns and kept, with the parameters that come from the
 * declaration (the record's JSON keys); a row then only encodes its values, with each column's own
 * encoder, as Drizzle does. Rendering it with Drizzle took about 0.2 ms of a 2.3 ms imported row.
 */
interface KeptStatement { text: string; declared: unknown[] }
const kept = new KeptByShape<KeptStatement>(50);
const dialect = new PgDialect();

function rendered(db: Database, resource: ResourceDefinition, values: Row, actor: Actor): { sql: string; params: unknown[] } {
  const columns = Object.entries(getTableColumns(resourceTables[resource.name]));
  const given = columns.filter(([name]) => values[name] !== undefined);
  const encoded = given.map(([name, column]) => (values[name] === null ? null : column.mapToDriverValue(values[name])));
  const audit = [actor.id, actor.email, resource.name];
  const shape = given.map(([name]) => name).join(',');
  const known = kept.get(resource, shape);
  if (known) return { sql: known.text, params: [...encoded, ...known.declared, ...audit] };
  const query = dialect.sqlToQuery(statement(db, resource, values, actor));
  // Kept only when its values and the audit's are exactly where, and as, Drizzle put them.
  const declared = query.params.slice(encoded.length, query.params.length - audit.length);
  kept.keep(resource, shape, { text: query.sql, declared }, [...encoded, ...declared, ...audit], query.params);
  return query;
}

/** Inserts `values` (validated, with their system columns) and its audit entry; answers the record. */
export async function createInOneStatement(db: Database, resource: ResourceDefinition, values: Row, actor: Actor): Promise<Row> {
  const result = await db._.session.prepareQuery(rendered(db, resource, values, actor), undefined, undefined, false).execute();
  return (result as unknown as { rows: { values: Row }[] }).rows[0].values;
}
