/**
 * What a field type means in a spreadsheet only: its export cells' number or date format (Excel's
 * codes), and how a `;`-separated CSV (a spreadsheet saved in Brazilian Portuguese) writes its values
 * (decimal comma, thousands dots, day first). A registry by type, as text/ is, but its own module: only
 * the export (../export/export-formats.ts) and the import (../import/csv-read.ts) load it, never a list
 * (docs/decisions.md#one-module-per-field-type).
 */
import type { Field, FieldOf, FieldType } from '../../../resources/kit/types';

interface SheetRules<F extends Field> {
  /** The export cells' format; `money`: the shop currency's format. A date's makes its text a real date. */
  format(field: F, money: string | undefined): string;
  /** A `;` CSV cell as the typed cell an .xlsx would hold; undefined: the text as it is. */
  fromSemicolonCsv(text: string): unknown;
}

const DECIMAL_COMMA = /^\s*-?[\d.]*\d,\d+\s*$/;
/** "1.500" in a `;` file is one thousand five hundred, written with Brazil's thousands dot. */
const THOUSANDS_DOTS = /^\s*-?\d{1,3}(?:\.\d{3})+\s*$/;
const DAY_FIRST = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?\s*$/;
const pad = (text: string | undefined) => (text ?? '0').padStart(2, '0');

const commaNumber = (text: string) =>
  DECIMAL_COMMA.test(text) || THOUSANDS_DOTS.test(text)
    ? Number(text.trim().replace(/\./g, '').replace(',', '.'))
    : undefined;

/** 31/12/2026 [14:05] as 'YYYY-MM-DD' [HH:mm]; a date given a time stays text, for validation to refuse. */
function dayFirst(withTime: boolean, text: string): string | undefined {
  const day = DAY_FIRST.exec(text);
  if (!day) return undefined;
  const [, d, m, y, hh, mm] = day;
  const date = `${y}-${pad(m)}-${pad(d)}`;
  if (!withTime) return hh === undefined ? date : text;
  return `${date} ${pad(hh)}:${mm ?? '00'}`;
}

const sheetRules: { readonly [T in FieldType]?: SheetRules<FieldOf<T>> } = {
  integer: { format: () => '0', fromSemicolonCsv: commaNumber },
  decimal: {
    format: (field, money) =>
      field.money && money ? money : field.scale ? `#,##0.${'0'.repeat(field.scale)}` : '#,##0.##',
    fromSemicolonCsv: commaNumber,
  },
  date: { format: () => 'yyyy-mm-dd', fromSemicolonCsv: (text) => dayFirst(false, text) },
  datetime: { format: () => 'yyyy-mm-dd hh:mm', fromSemicolonCsv: (text) => dayFirst(true, text) },
};

/** A field's spreadsheet rules, typed for its declaration; undefined: plain text. */
export const sheetRulesOf = <F extends Field>(field: F): SheetRules<F> | undefined =>
  sheetRules[field.type] as SheetRules<F> | undefined;
