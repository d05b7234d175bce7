/**
 * A create that nothing else has to speak to (no references, rows, files, numbers, lists of
 * referencing records or domain rules)
 * is one statement: the insert, its audit entry and the answer, atomic as any single statement.
 * Against BEGIN, insert, audit insert and COMMIT, that is three round trips fewer per imported row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import { allFields, filesFields, referencedByFields } from '../../../resources/kit/derive';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';
import type { Actor } from '../audit';
import type { HooksByResource } from './hooks';
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
      (field) =>
        (field.type === 'integer' && field.sequence) || (field.type === 'string' && field.format === 'document'),
    );
    answer =
      !numbered &&
      !referenceFields(resource).length &&
      !rowReferences(resource).length &&
      // Computed on read from other tables (an instrument's calibrations): the read path answers them.
      !referencedByFields(resource).length &&
      !filesFields(resource).length;
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
  const pairs = allFields(resource).map(
    ([name, field]) => sql`${name}::text, ${jsonValue(resource, name, field.type)}`,
  );
  // jsonb_build_object takes at most 100 arguments: 40 fields a call, joined with ||.
  const parts: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 40), sql`, `)})`);
  return sql.join(parts, sql` || `);
}

const recordColumns = new WeakMap<ResourceDefinition, SQL.Aliased>();
function recordColumn(resource: ResourceDefinition): SQL.Aliased {
  let column = recordColumns.get(resource);
  if (!column) recordColumns.set(resource, (column = recordJson(resource).as('record')));
  return column;
}

/** Inserts `values` (validated, with their system columns) and its audit entry; answers the record. */
export async function createInOneStatement(
  db: Database,
  resource: ResourceDefinition,
  values: Row,
  actor: Actor,
): Promise<Row> {
  const table = resourceTables[resource.name];
  const insert = db
    .insert(table)
    .values(values)
    .returning({ id: table.id, record: recordColumn(resource) });
  const result = await db.execute(sql`
    with created as (${insert.getSQL()})
    insert into audit_log ("createdById", "createdByEmail", "entityName", "entityId", "action", "values")
    select ${actor.id}, ${actor.email}, ${resource.name}, created.id::text, 'create', created.record from created
    returning "values"`);
  return (result as unknown as { rows: { values: Row }[] }).rows[0].values;
}
