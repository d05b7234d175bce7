/** One spreadsheet row on its way through the import (spec section 3, "Import row"). */

export type ImportRowStatus = 'PENDING' | 'IMPORTED' | 'ERROR';

export interface ImportRow {
  /** The spreadsheet line: data row index + 2, so the first row under the header is line 2. */
  line: number;
  /** For a valid row the normalized values that will be sent; for an invalid one the cells as read. */
  data: Record<string, unknown>;
  status: ImportRowStatus;
  /** Why the row failed validation or was rejected by the server. */
  message?: string;
}

/** The three completion messages: importer.completed.<outcome>. */
export type ImportOutcome = 'success' | 'someErrors' | 'allErrors';

export function importOutcome(rows: readonly ImportRow[]): ImportOutcome {
  const imported = rows.filter((row) => row.status === 'IMPORTED').length;
  if (imported === 0) return 'allErrors';
  return imported === rows.length ? 'success' : 'someErrors';
}

export interface ImportProgress {
  done: number;
  total: number;
}

/** Rows refused by validation count as processed: they will not be sent. */
export function importProgress(rows: readonly ImportRow[]): ImportProgress {
  return { done: rows.filter((row) => row.status !== 'PENDING').length, total: rows.length };
}
