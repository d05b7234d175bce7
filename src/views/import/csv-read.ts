/**
 * A CSV import file as the same cells an .xlsx gives (docs/product-spec.md#import): UTF-8 with or
 * without a byte-order mark, `,` or `;` between cells. Brazilian Excel writes `;` with decimal
 * commas and day-first dates, so in a `;` file "1,5" is 1.5, "1.500" is 1500 and "31/05/2024" is 2024-05-31.
 */
import Papa from 'papaparse';
import type { Field } from '../../../resources/kit/types';
import { sheetRulesOf } from '../fields/sheet-cells';

export type CsvDelimiter = ',' | ';';

export class CsvNotUtf8Error extends Error {}
export class CsvUnreadableError extends Error {}

/** Strict UTF-8: a Latin-1 or Windows-1252 file fails here instead of importing mangled accents. */
function decode(bytes: Uint8Array): string {
  try {
    // TextDecoder drops a leading byte-order mark by default.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvNotUtf8Error();
  }
}

const fieldsIn = (line: string, delimiter: CsvDelimiter) =>
  Papa.parse<string[]>(line, { delimiter, preview: 1 }).data[0]?.length ?? 0;

/** The header row decides: the delimiter that splits it into more columns (a tie is a comma). */
export function detectDelimiter(text: string): CsvDelimiter {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  return fieldsIn(header, ';') > fieldsIn(header, ',') ? ';' : ',';
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  rows: (string | null)[][];
}

/** Every row of cells; an empty cell is null, as SheetJS gives an empty .xlsx cell. */
export function readCsvCells(bytes: Uint8Array): CsvTable {
  const text = decode(bytes);
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  // A quote never closed swallows the rest of the file: refuse it rather than import a mangled row.
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new CsvUnreadableError();
  const rows = parsed.data.map((cells) => cells.map((cell) => (cell === '' ? null : cell)));
  // Papa reads the line break that ends the file as one more, empty row.
  while (rows.length && rows[rows.length - 1].every((cell) => cell === null)) rows.pop();
  return { delimiter, rows };
}

const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * One CSV text as the typed cell an .xlsx would hold, for the field its column feeds, so both kinds of
 * file give the same values (and the same importHash). Anything else stays text for validation to judge.
 */
export function csvCell(field: Field | undefined, cell: string | null, delimiter: CsvDelimiter): unknown {
  // An export wrote formula-like text behind an apostrophe (export-csv.ts): the value is what follows.
  const text = cell !== null && ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
  if (text === null || !field || delimiter !== ';') return text;
  return sheetRulesOf(field)?.fromSemicolonCsv(text) ?? text;
}
