/**
 * The export as CSV (docs/product-spec.md#export): the same columns and values as the .xlsx, in the
 * convention of the user's language so their spreadsheet opens it as columns: `,` and decimal points
 * in English, `;` and decimal commas in Portuguese, as Brazilian Excel writes; UTF-8 with a byte-order
 * mark, without which Excel reads the accents as Windows-1252. The importer reads either form back.
 */
import Papa from 'papaparse';
import type { Translate } from '../../../i18n/render';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { exportTable, type ExportCell } from './export-cells';

export type CsvConvention = { delimiter: ',' | ';'; decimal: '.' | ',' };

export const csvConvention = (locale: string): CsvConvention =>
  locale === 'pt-BR' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };

const text = (cell: ExportCell, decimal: CsvConvention['decimal']) => {
  if (cell === null) return '';
  if (typeof cell === 'number') return decimal === ',' ? String(cell).replace('.', ',') : String(cell);
  return String(cell);
};

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, return first) goes out behind an
 * apostrophe, OWASP's CSV-injection defence; plain numbers such as -15,5 stay numbers. The importer
 * takes the apostrophe off again (csv-read.ts).
 */
const FORMULA_TEXT = /^(?![-+]?[\d.,]+$)[=+\-@\t\r]/;

export function buildExportCsv(
  resource: ResourceDefinition,
  rows: readonly Record<string, unknown>[],
  t: Translate,
  { delimiter, decimal }: CsvConvention,
): string {
  const table = exportTable(resource, rows, t).map((cells) => cells.map((cell) => text(cell, decimal)));
  return `\uFEFF${Papa.unparse(table, { delimiter, newline: '\r\n', escapeFormulae: FORMULA_TEXT })}`;
}

/** Starts the browser download of a text file. */
export function downloadText(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Later, as SheetJS's writeFile does: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
