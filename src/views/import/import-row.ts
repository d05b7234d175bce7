/** One spreadsheet row on its way through the import (docs/product-spec.md#import). */

/**
 * ALREADY_IMPORTED: the server answered "Data has already been imported" (its importHash is
 * known). Nothing went wrong, so it is counted apart from the errors and shown as neutral.
 */
export type ImportRowStatus = 'PENDING' | 'IMPORTED' | 'ALREADY_IMPORTED' | 'ERROR';

export interface ImportRow {
  /** The spreadsheet line: data row index + 2, so the first row under the header is line 2. */
  line: number;
  /** For a valid row the normalized values that will be sent; for an invalid one the cells as read. */
  data: Record<string, unknown>;
  status: ImportRowStatus;
  /** Why the row failed validation or was rejected by the server. */
  message?: string;
  /** The row's cells as the file held them: the failed-rows download gives them back unchanged. */
  cells?: unknown[];
}

/**
 * The completion messages, importer.completed.<outcome>: the spec's three (all imported, some
 * failed, no valid rows) and `nothingNew`, a file every row of which was imported before.
 */
export type ImportOutcome = 'success' | 'nothingNew' | 'someErrors' | 'allErrors';

export interface ImportCounts {
  imported: number;
  alreadyImported: number;
  failed: number;
  pending: number;
  total: number;
}

export function importCounts(rows: readonly ImportRow[]): ImportCounts {
  const counts = { imported: 0, alreadyImported: 0, failed: 0, pending: 0, total: rows.length };
  for (const row of rows) {
    if (row.status === 'IMPORTED') counts.imported += 1;
    else if (row.status === 'ALREADY_IMPORTED') counts.alreadyImported += 1;
    else if (row.status === 'ERROR') counts.failed += 1;
    else counts.pending += 1;
  }
  return counts;
}

export function importOutcome(rows: readonly ImportRow[]): ImportOutcome {
  const { imported, alreadyImported, failed } = importCounts(rows);
  if (failed === 0) return imported === 0 && alreadyImported > 0 ? 'nothingNew' : 'success';
  return imported + alreadyImported === 0 ? 'allErrors' : 'someErrors';
}
