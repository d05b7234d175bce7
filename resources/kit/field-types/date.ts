/** `date` (a day, YYYY-MM-DD) and `datetime` (an instant, ISO with its offset). */
import { isValid, parse } from 'date-fns';
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';
import { wallDay, wallTime } from '../spreadsheet-cells';

/** How the template asks for date-times (docs/product-spec.md#import). */
const DATETIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export const date: FieldTypeRules<FieldOf<'date'>> = {
  // PostgreSQL has no year 0 ('0000-01-01' was a 500); every other four-digit year fits a date column.
  schema: () => z.iso.date().refine((value) => !value.startsWith('0000')),
  importCell: (cell) => (cell instanceof Date ? wallDay(cell) : cell),
};

export const datetime: FieldTypeRules<FieldOf<'datetime'>> = {
  // The same for an instant: '0000-01-01T00:00:00Z' passed the format and failed in SQL.
  schema: () => z.iso.datetime({ offset: true }).refine((value) => !value.startsWith('0000')),
  importCell(cell) {
    if (cell instanceof Date) return wallTime(cell).toISOString();
    if (typeof cell === 'string' && DATETIME_TEXT.test(cell.trim())) {
      // Read as local time, the way the export writes it.
      const date = parse(cell.trim(), 'yyyy-MM-dd HH:mm', new Date());
      return isValid(date) ? date.toISOString() : cell;
    }
    return cell;
  },
};
