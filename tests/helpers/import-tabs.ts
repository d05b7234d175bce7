/**
 * The import protocol (docs/product-spec.md#import) as the browser runs it: the client's own ImportRunner,
 * one call per row with its importHash, 10 in parallel. Several runners over the same rows are
 * several browser tabs importing the same file at once.
 */
import { inArray, count } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { resourceTables } from '../../server/db/tables';
import type { ImportRow } from '../../src/views/import/import-row';
import { ImportRunner, type SendImportRow } from '../../src/views/import/import-runner';

export const ALREADY_IMPORTED = 'Data has already been imported';

export const pendingRows = (rows: Record<string, unknown>[]): ImportRow[] =>
  rows.map((data, i) => ({ line: i + 2, data, status: 'PENDING' }));

/** Runs the same rows in `tabs` runners at once; answers each tab's settled rows. */
export async function importInTabs(rows: Record<string, unknown>[], tabs: number, send: SendImportRow) {
  const runners = Array.from({ length: tabs }, () => new ImportRunner(pendingRows(rows), { send }));
  const results = await Promise.all(runners.map((runner) => runner.start()));
  for (const result of results) if (result.state !== 'completed') throw new Error('An import tab paused');
  return runners.map((runner) => [...runner.rows]);
}

/** Per line of the file: how many tabs imported it; and every refusal message, de-duplicated. */
export function tally(tabs: ImportRow[][]) {
  const lines = tabs[0].length;
  const importedBy = Array.from(
    { length: lines },
    (_, i) => tabs.filter((rows) => rows[i].status === 'IMPORTED').length,
  );
  const messages = [...new Set(tabs.flat().flatMap((row) => (row.status === 'ERROR' ? [row.message ?? ''] : [])))];
  return { importedBy, imported: importedBy.reduce((a, b) => a + b, 0), messages };
}

/** How many audit entries each id has (ids without any are absent). */
export async function auditPerEntity(db: Database, ids: string[]): Promise<Record<string, number>> {
  if (!ids.length) return {};
  const audit = resourceTables.auditLog;
  const rows = await db
    .select({ id: audit.entityId, n: count() })
    .from(audit)
    .where(inArray(audit.entityId, ids))
    .groupBy(audit.entityId);
  return Object.fromEntries(rows.map((r) => [String(r.id), Number(r.n)]));
}
