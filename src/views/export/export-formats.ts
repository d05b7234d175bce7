/**
 * Typed export cells (docs/product-spec.md#export): dates and date-times as real spreadsheet dates with
 * a date format, integers and decimals as numbers with a number format, so a sheet sorts, sums and
 * imports back as it was written.
 */
import type { WorkSheet } from 'xlsx';
import type { Field } from '../../../resources/kit/types';

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, as counted after its fictitious 29 February 1900. */
const EPOCH = Date.UTC(1899, 11, 30);
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** The number format of a numeric field: whole numbers plain, decimals with their declared scale. */
export function numberFormat(field: Field): string | undefined {
  if (field.type === 'integer') return '0';
  if (field.type === 'decimal') return field.scale ? `#,##0.${'0'.repeat(field.scale)}` : '#,##0.##';
  return undefined;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' (the wall time the export shows) as an Excel serial date. */
export function serialDate(text: string): number | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  return (Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)) - EPOCH) / DAY_MS;
}

type Cell = { t: string; v: unknown; z?: string };

/** Gives each column of a dense sheet (header in row 0) its field's cell type and format. */
export function formatColumns(sheet: WorkSheet, fields: readonly (readonly [string, Field])[]): void {
  const rows = (sheet as { '!data'?: (Cell | undefined)[][] })['!data'] ?? [];
  fields.forEach(([, field], column) => {
    const dateFormat = field.type === 'date' ? DATE_FORMAT : field.type === 'datetime' ? DATETIME_FORMAT : undefined;
    const numeric = numberFormat(field);
    for (let r = 1; r < rows.length; r++) {
      const cell = rows[r]?.[column];
      if (!cell) continue;
      const serial = dateFormat && cell.t === 's' ? serialDate(String(cell.v)) : null;
      if (serial !== null) Object.assign(cell, { t: 'n', v: serial, z: dateFormat });
      else if (numeric && cell.t === 'n') cell.z = numeric;
    }
  });
}
