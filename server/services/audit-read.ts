/**
 * What an audit entry changed: each update answered with the values of the entry before it for
 * the same record (`previousValues`), so the log can show before → after without a second request.
 * Computed on read from the entries themselves: nothing is stored twice.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { declaredTables } from '../db/tables';
import type { Row } from './records/record-shape';

export async function withPreviousValues(db: Database, rows: Row[]): Promise<Row[]> {
  const ids = rows.filter((row) => row.action === 'update').map((row) => String(row.id));
  if (!ids.length) return rows;
  const entry = declaredTables.auditLog;
  // The latest earlier entry of the same record; ids break ties between entries of one instant.
  // The outer row named by its table: drizzle writes a lone table's columns unqualified, which
  // inside this subquery would name b's own and find nothing.
  const previous = sql<unknown>`(
    select b."values" from audit_log b
    where b."entityName" = audit_log."entityName" and b."entityId" = audit_log."entityId"
      and (b."timestamp", b.id) < (audit_log."timestamp", audit_log.id)
    order by b."timestamp" desc, b.id desc limit 1)`;
  const found = await db.select({ id: entry.id, previous }).from(entry).where(inArray(entry.id, ids));
  const byId = new Map(found.map((row) => [String(row.id), row.previous ?? null]));
  return rows.map((row) => (byId.has(String(row.id)) ? { ...row, previousValues: byId.get(String(row.id)) } : row));
}
