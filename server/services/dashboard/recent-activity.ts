/**
 * The latest audit-log entries, newest first (what changed, by whom, when), without their values
 * but with the record's own name among them (a shipper's valueID), so the home page says which.
 */
import { desc, sql } from 'drizzle-orm';
import { resourceList } from '../../../resources';
import type { ActivityEntry } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

export const ACTIVITY_LIMIT = 10;

/** The label field's value each audited resource kept in its entry (resources' labelField). */
function labelColumn(values: unknown, entityName: unknown) {
  const cases = resourceList.map((r) => sql`when ${r.name} then ${values}->>${r.labelField}`);
  return sql<string | null>`case ${entityName} ${sql.join(cases, sql` `)} end`;
}

export async function recentActivity(db: Database, limit = ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  const table = declaredTables.auditLog;
  const rows = await db
    .select({
      id: table.id,
      timestamp: table.timestamp,
      createdByEmail: table.createdByEmail,
      entityName: table.entityName,
      entityId: table.entityId,
      action: table.action,
      label: labelColumn(table.values, table.entityName),
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
    label: row.label ?? null,
  }));
}
