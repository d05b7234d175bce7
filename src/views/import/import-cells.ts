/**
 * Spreadsheet cells to the values validation expects (docs/product-spec.md#import).
 * Excel turns typed dates and numbers into typed cells; the API wants text.
 */
import { format, isValid, parse } from 'date-fns';
import type { Field } from '../../../resources/kit/types';

/** How the template asks for date-times (docs/product-spec.md#import). */
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

function datetimeValue(cell: unknown): unknown {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string' && DATETIME_TEXT.test(cell.trim())) {
    // Read as local time, the way the export writes it.
    const date = parse(cell.trim(), 'yyyy-MM-dd HH:mm', new Date());
    return isValid(date) ? date.toISOString() : cell;
  }
  return cell;
}

function dateValue(cell: unknown): unknown {
  // SheetJS gives date cells as local midnight, so the local calendar day is the one typed.
  return cell instanceof Date ? format(cell, 'yyyy-MM-dd') : cell;
}

function textValue(cell: unknown): unknown {
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return format(cell, 'yyyy-MM-dd');
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
