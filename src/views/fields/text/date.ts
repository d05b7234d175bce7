/** `date` and `datetime`: in the interface language; in a spreadsheet as YYYY-MM-DD [HH:mm], local time. */
import type { FieldOf } from '../../../../resources/kit/types';
import type { ExportCell, FieldText } from './field-text';

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

function asDate(value: unknown): Date | null {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
// By hand rather than date-fns format: an export of 100,000 rows formats 200,000 timestamps.
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function dateCell(value: unknown): ExportCell {
  // A plain 'YYYY-MM-DD' parses as UTC midnight; formatting it locally could shift the day.
  if (typeof value === 'string' && DATE_PREFIX.test(value)) return value.slice(0, 10);
  const date = asDate(value);
  return date ? localDay(date) : String(value);
}

function datetimeCell(value: unknown): ExportCell {
  const date = asDate(value);
  return date ? `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : String(value);
}

/**
 * 'yyyy-MM-dd HH:mm' in the browser's own time zone, as date-fns format writes it (the year at least
 * four digits), by hand so the lists that load these modules do not load date-fns.
 */
function localDateTime(value: string): string {
  if (Number.isNaN(Date.parse(value))) return value;
  const date = new Date(value);
  const signed = date.getFullYear();
  const year = String(signed > 0 ? signed : 1 - signed).padStart(4, '0');
  return `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const date: FieldText<FieldOf<'date'>> = {
  formatted: (formats, _field, value) => formats.date(value),
  exportCell: (_field, value) => dateCell(value),
  importHelp: (translate) => ({ takes: translate('importer.help.date'), example: localDay(new Date()) }),
};

export const datetime: FieldText<FieldOf<'datetime'>> = {
  formatted: (formats, _field, value) => formats.dateTime(value),
  audit: (_translate, _field, value, _label, formats) =>
    formats ? formats.dateTime(value) : localDateTime(String(value)),
  exportCell: (_field, value) => datetimeCell(value),
  importHelp: (translate) => ({ takes: translate('importer.help.datetime'), example: `${localDay(new Date())} 08:30` }),
};
