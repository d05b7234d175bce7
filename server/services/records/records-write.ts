/** Writing records: create, update and import (deletes: records-delete.ts), each with its domain hooks and audit entry in one transaction. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import { writableFields } from '../../../resources/kit/derive';
import { documentPath } from '../../../resources/kit/fields';
import { validateRecord } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { toColumnValues } from '../../db/column-types';
import { ApiError, ValidationFailed, badRequest, notFound, pgCodes, pgErrorCode } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { createInOneStatement, createsInOneStatement } from './create-in-one-statement';
import { checkRecordFiles } from '../files/record-files';
import { hooksOf, type HooksByResource } from './hooks';
import { checkMatchedFieldsHeld } from './matched-fields';
import { serialize, type Row } from './record-shape';
import { getRecord, tableOf } from './records-read';
import { checkReferenceMatches, resolveReferenceLabels, UUID } from './references';
import { checkRowReferences, resolveRowReferenceLabels } from './row-references';
import { nextSequenceValue } from './sequence';

function validated(resource: ResourceDefinition, data: unknown, mode: 'write' | 'import') {
  const { values, errors } = validateRecord(resource, data, mode);
  if (Object.keys(errors).length) throw new ValidationFailed(resource.name, errors);
  toColumnValues(resource.fields, values);
  return values;
}

/** Runs a write; database refusals become messages, never a 500 with SQL in it. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = pgErrorCode(error);
    if (code === pgCodes.uniqueViolation && /import_?hash/i.test(String((error as Error).cause ?? error))) {
      throw badRequest('errors.import.alreadyImported');
    }
    if (code === pgCodes.foreignKeyViolation) throw badRequest('errors.referenceMissing');
    // A value validation let through but the column cannot hold (a sum of quantities past int4): the
    // caller's input, so a 400, never a 500. Validation bounds each field; this catches what hooks compute.
    if (code?.startsWith(pgCodes.dataExceptionClass)) throw badRequest('errors.valueNotStorable');
    // Two writes crossed; nothing was written, and the same request succeeds when sent again.
    if (code === pgCodes.deadlockDetected || code === pgCodes.serializationFailure)
      throw new ApiError(503, 'errors.retry');
    throw error;
  }
}

/** `hooksByResource`: the domain rules, as server/app.ts wires them (every write below takes them). */
export async function createRecord(
  db: Database,
  hooksByResource: HooksByResource,
  resource: ResourceDefinition,
  data: unknown,
  actor: Actor,
  importHash?: string,
): Promise<Row> {
  const hooks = hooksOf(hooksByResource, resource);
  hooks.refuseInput?.(data);
  const values = validated(resource, data, importHash === undefined ? 'write' : 'import');
  const table = tableOf(resource);
  const single = createsInOneStatement(resource, hooksByResource);
  if (importHash !== undefined) {
    // A row sent again is refused as such, before its domain rules (capacity, billing) or its
    // references speak; the unique index still decides between two copies sent at once, and is
    // all it takes where nothing else would speak first.
    if (!single) {
      const [seen] = await db.select({ id: table.id }).from(table).where(eq(table.importHash, importHash)).limit(1);
      if (seen) throw badRequest('errors.import.alreadyImported');
    }
    await resolveReferenceLabels(db, resource, values);
    await resolveRowReferenceLabels(db, resource, values);
  }
  if (resource.timestamps !== false) Object.assign(values, { createdById: actor.id, updatedById: actor.id });
  if (importHash !== undefined) values.importHash = importHash;
  if (single) return guarded(() => createInOneStatement(db, resource, values, actor));
  return guarded(() =>
    db.transaction(async (tx) => {
      const ctx = { tx, actor };
      for (const [name, field] of Object.entries(resource.fields)) {
        if (field.type === 'integer' && field.sequence)
          values[name] = await nextSequenceValue(tx, `${resource.table}.${name}`);
        if (field.type === 'string' && field.format === 'document') {
          // The id is chosen here so the record's document link is part of its first write.
          values.id ??= randomUUID();
          values[name] = documentPath(resource.name, String(values.id), field.document);
        }
      }
      await checkRecordFiles(tx, resource, values);
      await checkRowReferences(tx, resource, values);
      await hooks.beforeCreate?.(ctx, values);
      const [row] = await tx.insert(table).values(values).returning();
      // After the insert, so a missing record is refused by its foreign key first.
      await checkReferenceMatches(tx, resource, row);
      await hooks.afterCreate?.(ctx, row);
      // Answer as a read would, references with their labels.
      const record = await getRecord(tx, resource, String(row.id));
      await recordAudit(tx, actor, {
        entityName: resource.name,
        entityId: String(row.id),
        action: 'create',
        values: record,
      });
      return record;
    }),
  );
}

/** The stored row's writable values, as a client would send them. */
function storedValues(resource: ResourceDefinition, row: Row): Row {
  const record = JSON.parse(JSON.stringify(serialize(resource, row))) as Row;
  return Object.fromEntries(writableFields(resource).map(([name]) => [name, record[name]]));
}

/**
 * A field the update leaves out keeps its stored value, so two people saving different
 * fields (or a shipper moving inventory while a product form is open) never undo each other.
 */
export async function updateRecord(
  db: Database,
  hooksByResource: HooksByResource,
  resource: ResourceDefinition,
  id: string,
  data: unknown,
  actor: Actor,
): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const table = tableOf(resource);
  const hooks = hooksOf(hooksByResource, resource);
  hooks.refuseInput?.(data);
  return guarded(() =>
    db.transaction(async (tx) => {
      const ctx = { tx, actor };
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound();
      const values = validated(resource, { ...storedValues(resource, before), ...(data as Row) }, 'write');
      await checkRecordFiles(tx, resource, values);
      await checkRowReferences(tx, resource, values);
      const changes: Row = {
        ...values,
        ...(resource.timestamps !== false ? { updatedAt: new Date(), updatedById: actor.id } : {}),
      };
      await hooks.beforeUpdate?.(ctx, before, changes);
      await checkMatchedFieldsHeld(tx, resource, before, changes);
      const [row] = await tx.update(table).set(changes).where(eq(table.id, id)).returning();
      await checkReferenceMatches(tx, resource, row);
      await hooks.afterUpdate?.(ctx, before, row);
      const record = await getRecord(tx, resource, id);
      await recordAudit(tx, actor, { entityName: resource.name, entityId: id, action: 'update', values: record });
      return record;
    }),
  );
}
