/** Generic create/read/update/delete/import for any declared resource; every write audited in its transaction. */
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { resourceList, type ResourceDefinition } from '../../resources';
import { allFields } from '../../resources/kit/derive';
import { validateRecord } from '../../resources/kit/validation';
import type { Database } from '../db/client';
import { resourceTables } from '../db/tables';
import { ApiError, ValidationFailed, badRequest, notFound, pgCodes, pgErrorCode } from '../errors';
import { recordAudit, type Actor } from './audit';
import { orderClause, pageClause, whereClause, type ListParams } from './list-query';

export type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tableOf = (resource: ResourceDefinition) => resourceTables[resource.name];

function columnsOf(resource: ResourceDefinition): Record<string, PgColumn> {
  const table = tableOf(resource);
  return Object.fromEntries(allFields(resource).map(([name]) => [name, table[name] as PgColumn]));
}

/** Database values to API values: decimals as numbers. */
export function serialize(resource: ResourceDefinition, row: Row): Row {
  const out: Row = {};
  for (const [name, field] of allFields(resource)) {
    const value = row[name];
    out[name] = field.type === 'decimal' && value !== null && value !== undefined ? Number(value) : value;
  }
  return out;
}

export async function listRecords(db: Database, resource: ResourceDefinition, params: ListParams) {
  const table = tableOf(resource);
  const where = whereClause(resource, table, params.filter);
  const order = orderClause(resource, table, params.orderBy);
  const { limit, offset } = pageClause(params);
  let query = db.select(columnsOf(resource)).from(table).where(where).orderBy(...order).$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  const [rows, [{ total }]] = await Promise.all([query, db.select({ total: count() }).from(table).where(where)]);
  return { rows: rows.map((row) => serialize(resource, row)), count: Number(total) };
}

export async function getRecord(db: Database, resource: ResourceDefinition, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const table = tableOf(resource);
  const [row] = await db.select(columnsOf(resource)).from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return serialize(resource, row);
}

function validated(resource: ResourceDefinition, data: unknown, mode: 'write' | 'import') {
  const { values, errors } = validateRecord(resource, data, mode);
  if (Object.keys(errors).length) throw new ValidationFailed(resource.name, errors);
  return values;
}

/** Unique-key and reference errors from the database, as messages. */
function translateDbError(error: unknown): never {
  const code = pgErrorCode(error);
  if (code === pgCodes.uniqueViolation && /importHash|import_hash/.test(String((error as Error).cause ?? error))) {
    throw badRequest('errors.import.alreadyImported');
  }
  if (code === pgCodes.foreignKeyViolation) throw badRequest('errors.referenceMissing');
  throw error;
}

export async function createRecord(
  db: Database, resource: ResourceDefinition, data: unknown, actor: Actor,
  importHash?: string,
): Promise<Row> {
  const values = validated(resource, data, importHash === undefined ? 'write' : 'import');
  const table = tableOf(resource);
  try {
    return await db.transaction(async (tx) => {
      const stamp = resource.timestamps === false ? {} : { createdById: actor.id, updatedById: actor.id };
      const hash = importHash === undefined ? {} : { importHash };
      const [row] = await tx.insert(table).values({ ...values, ...stamp, ...hash }).returning();
      const record = serialize(resource, row);
      await recordAudit(tx, actor, { entityName: resource.name, entityId: String(row.id), action: 'create', values: record });
      return record;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    translateDbError(error);
  }
}

export async function updateRecord(
  db: Database, resource: ResourceDefinition, id: string, data: unknown, actor: Actor,
): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const values = validated(resource, data, 'write');
  const table = tableOf(resource);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date(), updatedById: actor.id })
        .where(eq(table.id, id))
        .returning();
      if (!row) throw notFound();
      const record = serialize(resource, row);
      await recordAudit(tx, actor, { entityName: resource.name, entityId: id, action: 'update', values: record });
      return record;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    translateDbError(error);
  }
}

/** Resources whose reference fields point at `resource`. */
function referencesTo(resource: ResourceDefinition): [ResourceDefinition, string][] {
  return resourceList.flatMap((other) =>
    Object.entries(other.fields)
      .filter(([, f]) => f.type === 'reference' && f.resource === resource.name)
      .map(([name]) => [other, name] as [ResourceDefinition, string]),
  );
}

/** All or nothing: refused while any record is still referenced or missing. */
export async function destroyRecords(db: Database, resource: ResourceDefinition, ids: string[], actor: Actor) {
  if (!ids.length) throw badRequest('errors.mustSelectRow');
  if (!ids.every((id) => UUID.test(id))) throw notFound();
  const table = tableOf(resource);
  try {
    await db.transaction(async (tx) => {
      for (const [other, field] of referencesTo(resource)) {
        const otherTable = tableOf(other);
        const [{ total }] = await tx.select({ total: count() }).from(otherTable).where(inArray(otherTable[field], ids));
        if (Number(total) > 0) {
          throw badRequest('errors.referenced', {
            entity: { key: `resources.${other.name}.name`, args: { smart_count: Number(total) } },
            count: Number(total),
          });
        }
      }
      const rows = await tx.delete(table).where(inArray(table.id, ids)).returning();
      if (rows.length !== new Set(ids).size) throw notFound();
      for (const row of rows) {
        const values = serialize(resource, row);
        await recordAudit(tx, actor, { entityName: resource.name, entityId: String(row.id), action: 'delete', values });
      }
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (pgErrorCode(error) === pgCodes.foreignKeyViolation) throw badRequest('errors.referencedUnknown');
    throw error;
  }
}

export async function autocompleteRecords(db: Database, resource: ResourceDefinition, query: unknown, limit: unknown) {
  const table = tableOf(resource);
  const label = table[resource.labelField] as PgColumn;
  const text = typeof query === 'string' ? query.trim() : '';
  const max = Math.min(Math.max(Number(limit) || 10, 1), 100);
  const where = text ? sql`${label}::text ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined;
  const rows = await db.select({ id: table.id, label }).from(table).where(where).orderBy(label).limit(max);
  return rows.map((r) => ({ id: r.id, label: String(r.label ?? '') }));
}
