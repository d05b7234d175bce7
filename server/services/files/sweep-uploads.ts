/**
 * An upload is stored before any record names it, and a record may drop a file later; nothing else
 * ever removes one. This sweep removes the uploads no record names (neither a files field of a
 * resource, e.g. a product's photos, nor a user's avatar) once older than a grace period, which
 * leaves a form being filled in time to save: the stored_file row and the bytes both go.
 * Idempotent, so any number of server instances may run it.
 */
import { and, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resourceList } from '../../../resources';
import { filesFields } from '../../../resources/kit/derive';
import type { Database } from '../../db/client';
import companyProfile from '../../../resources/singletons/company-profile';
import { resourceTables, settings, storedFile } from '../../db/tables';
import type { FileStore } from './store';

/** How long an upload may wait for a record to name it. */
export const UNATTACHED_GRACE_MS = 24 * 3_600_000;
/** Rows deleted per transaction, so a large backlog never holds many locks at once. */
const BATCH = 500;

/** Every file id any record names, from each resource's files columns (a user's avatars, the shop's logo included). */
function referencedIds(): SQL {
  const owners = [
    ...resourceList.map((resource) => ({ resource, table: resourceTables[resource.name] })),
    { resource: companyProfile, table: settings },
  ];
  const selects = owners.flatMap(({ resource, table }) => {
    if (!table) return [];
    const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
    return filesFields(resource).map(([field]) => {
      const column = columns[field];
      if (!column) throw new Error(`${resource.name}.${field}: no column for a files field`);
      return sql`select e.v->>'id' from ${table}, jsonb_array_elements(${column}) as e(v) where jsonb_typeof(${column}) = 'array'`;
    });
  });
  return selects.length ? sql.join(selects, sql` union all `) : sql`select null::text where false`;
}

const unattached = () =>
  sql`not exists (select 1 from (${referencedIds()}) as r(id) where r.id = ${storedFile.id}::text)`;

/**
 * Removes the unattached uploads created before `now` minus the grace period; answers how many.
 * A file a record is being saved with right now is share-locked by that save (record-files.ts), so
 * it is skipped here; and the reference check is repeated once the rows are locked, so a save that
 * committed meanwhile keeps its files.
 */
export async function sweepUnattachedUploads(
  db: Database,
  store: FileStore,
  now: Date = new Date(),
  graceMs = UNATTACHED_GRACE_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  let removed = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      const old = await tx
        .select({ id: storedFile.id })
        .from(storedFile)
        .where(and(lt(storedFile.createdAt, cutoff), unattached()))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!old.length) return { rows: [], more: false };
      const rows = await tx
        .delete(storedFile)
        .where(
          and(
            inArray(
              storedFile.id,
              old.map((row) => row.id),
            ),
            unattached(),
          ),
        )
        .returning({ id: storedFile.id, resource: storedFile.resource, field: storedFile.field });
      return { rows, more: old.length === BATCH };
    });
    // After the commit: bytes whose row survived a failed commit must stay readable.
    for (const row of gone.rows) await store.remove(row);
    removed += gone.rows.length;
    if (!gone.more) return removed;
  }
}

/** Sweeps now and then every hour while the server runs. */
export function scheduleUploadSweep(db: Database, store: FileStore, log: (error: unknown) => void): () => void {
  const sweep = () => sweepUnattachedUploads(db, store).catch(log);
  void sweep();
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
