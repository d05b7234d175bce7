/**
 * Spreadsheet cells to the text validation expects (docs/product-spec.md#import): Excel turns typed
 * dates and numbers into typed cells; the API wants text.
 */

/**
 * SheetJS reads a date cell as its wall time in UTC (2024-05-31 00:00 is 2024-05-31T00:00Z whatever the
 * browser's zone), so the day and time typed are the UTC ones; a date-time is that wall time here.
 */
export function wallTime(cell: Date): Date {
  // A serial date is a fraction of a day: 09:05 may read back as 09:04:59.999.
  const at = new Date(Math.round(cell.getTime() / 1000) * 1000);
  return new Date(
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
  );
}
export const wallDay = (cell: Date) => new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().slice(0, 10);

/** A text field's cell: a typed number or boolean as its text, a date cell as its day. */
export function textCell(cell: unknown): unknown {
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return wallDay(cell);
  return cell;
}
