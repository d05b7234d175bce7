/** The audit log: one entry written in the same transaction as the change it records. */
import type { Database } from '../db/client';
import { declaredTables } from '../db/tables';

export interface Actor {
  /** Null for the server's own changes (the invoice expiry sweep). */
  id: string | null;
  email: string;
}

export type AuditAction = 'create' | 'update' | 'delete';

export async function recordAudit(
  tx: Database,
  actor: Actor,
  entry: { entityName: string; entityId: string; action: AuditAction; values: unknown },
): Promise<void> {
  await tx.insert(declaredTables.auditLog).values({
    createdById: actor.id,
    createdByEmail: actor.email,
    entityName: entry.entityName,
    entityId: entry.entityId,
    action: entry.action,
    values: entry.values ?? {},
  });
}
