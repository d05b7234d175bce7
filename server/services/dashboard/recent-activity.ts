/** The latest audit-log entries, newest first (what changed, by whom, when), without their values. */
import { desc } from 'drizzle-orm';
import type { ActivityEntry } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';

export const ACTIVITY_LIMIT = 10;

export async function recentActivity(db: Database, limit = ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  const table = resourceTables.auditLog;
  const rows = await db
    .select({
      id: table.id, timestamp: table.timestamp, createdByEmail: table.createdByEmail,
      entityName: table.entityName, entityId: table.entityId, action: table.action,
    })
    .from(table)
    .orderBy(desc(table.timestamp), desc(table.id))
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    timestamp: (row.timestamp as Date).toISOString(),
    createdByEmail: (row.createdByEmail as string | null) ?? null,
    entityName: String(row.entityName),
    entityId: String(row.entityId),
    action: row.action as ActivityEntry['action'],
  }));
}
