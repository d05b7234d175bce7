/**
 * Changes the server makes to a record on its own are audited like any other: a back-link
 * (packing.invoice, references.ts isBackLink) follows the record it mirrors, so deleting that record
 * clears it here, with an update entry for each holder, never silently by the database (no foreign
 * key sets null or cascades: tables.ts).
 */
import { inArray } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';
import { recordAudit, type Actor } from '../audit';
import { getRecord } from './records-read';
import { backLinksTo } from './references';

/** An update entry for a record the server changed on behalf of `actor`'s write, with its values as read now. */
export async function auditServerChange(
  tx: Database,
  actor: Actor,
  resource: ResourceDefinition,
  id: string,
): Promise<void> {
  const values = await getRecord(tx, resource, id);
  await recordAudit(tx, actor, { entityName: resource.name, entityId: id, action: 'update', values });
}

/** Clears every back-link to the records about to be deleted, auditing each record it changes. */
export async function clearBackLinks(
  tx: Database,
  actor: Actor,
  resource: ResourceDefinition,
  ids: string[],
): Promise<void> {
  for (const [holder, field] of backLinksTo(resource)) {
    const table = resourceTables[holder.name];
    const stamp = holder.timestamps !== false ? { updatedAt: new Date(), updatedById: actor.id } : {};
    const changed = await tx
      .update(table)
      .set({ [field]: null, ...stamp })
      .where(inArray(table[field], ids))
      .returning({ id: table.id });
    for (const { id } of [...changed].sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
      await auditServerChange(tx, actor, holder, String(id));
    }
  }
}
