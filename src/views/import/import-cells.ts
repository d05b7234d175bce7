/**
 * Spreadsheet cells to the values validation expects (docs/product-spec.md#import).
 * Excel turns typed dates and numbers into typed cells; the API wants text.
 */
import { isValid, parse } from 'date-fns';
import type { Field } from '../../../resources/kit/types';

/** How the template asks for date-times (docs/product-spec.md#import). */
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/**
 * SheetJS reads a date cell as its wall time in UTC (2024-05-31 00:00 is 2024-05-31T00:00Z whatever the
 * browser's zone), so the day and time typed are the UTC ones; a date-time is that wall time here.
 */
function wallTime(cell: Date): Date {
  // A serial date is a fraction of a day: 09:05 may read back as 09:04:59.999.
  const at = new Date(Math.round(cell.getTime() / 1000) * 1000);
  return new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds());
}
const wallDay = (cell: Date) => new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().slice(0, 10);

function datetimeValue(cell: unknown): unknown {
  if (cell instanceof Date) return wallTime(cell).toISOString();
  if (typeof cell === 'string' && DATETIME_TEXT.test(cell.trim())) {
    // Read as local time, the way the export writes it.
    const date = parse(cell.trim(), 'yyyy-MM-dd HH:mm', new Date());
    return isValid(date) ? date.toISOString() : cell;
  }
  return cell;
}

function dateValue(cell: unknown): unknown {
  return cell instanceof Date ? wallDay(cell) : cell;
}

function textValue(cell: unknown): unknown {
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return wallDay(cell);
  return cell;
}

/** One cell as the value of `field`; anything unexpected is left for validation to refuse. */
export function cellValue(field: Field, cell: unknown): unknown {
  switch (field.type) {
    case 'datetime':
      return datetimeValue(cell);
    case 'date':
      return dateValue(cell);
    case 'string':
    case 'choice':
    case 'reference':
      return textValue(cell);
    default:
      return cell;
  }
}

export function isBlankCell(cell: unknown): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}
