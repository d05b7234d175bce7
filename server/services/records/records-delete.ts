/** Deleting records: all or nothing, with the domain hooks, back-links cleared and audit entries in one transaction. */
import { inArray } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { clearBackLinks } from './back-links';
import { hooksOf, type HooksByResource } from './hooks';
import { serialize } from './record-shape';
import { tableOf } from './records-read';
import { guarded } from './records-write';
import { findReferencing, namedRecords } from './reference-blockers';
import { UUID } from './references';

/** All or nothing: refused while any record is still referenced or missing. */
export async function destroyRecords(
  db: Database,
  hooksByResource: HooksByResource,
  resource: ResourceDefinition,
  ids: string[],
  actor: Actor,
) {
  if (!ids.length) throw badRequest('errors.mustSelectRow');
  if (!ids.every((id) => UUID.test(id))) throw notFound();
  const table = tableOf(resource);
  const hooks = hooksOf(hooksByResource, resource);
  await guarded(() =>
    db.transaction(async (tx) => {
      const rows = await tx.select().from(table).where(inArray(table.id, ids)).for('update');
      if (rows.length !== new Set(ids).size) throw notFound();
      hooks.refuseDelete?.(rows);
      const blocker = await findReferencing(tx, resource, ids);
      if (blocker) {
        // Names the selected records still in use, so the user knows which to leave out; nothing is deleted.
        const { other, count, labels } = blocker;
        const entity = { key: `resources.${other.name}.name`, args: { smart_count: count } };
        throw badRequest('errors.referenced', {
          entity,
          count,
          records: namedRecords(labels),
          smart_count: labels.length,
        });
      }
      await hooks.beforeDelete?.({ tx, actor }, rows);
      await clearBackLinks(tx, actor, resource, ids);
      await tx.delete(table).where(inArray(table.id, ids));
      for (const row of rows) {
        const values = serialize(resource, row);
        await recordAudit(tx, actor, { entityName: resource.name, entityId: String(row.id), action: 'delete', values });
      }
    }),
  );
}
