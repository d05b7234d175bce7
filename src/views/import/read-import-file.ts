/**
 * Reads an import file, .xlsx or .csv, into rows checked against the resource's rules
 * (docs/product-spec.md#import). Both kinds go through the same column mapping and checks.
 */
import * as XLSX from 'xlsx';
import { renderValidationMessage, type Translate } from '../../../i18n/render';
import { importFields } from '../../../resources/kit/derive';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { validateRecord } from '../../providers/record-validation';
import { csvCell, CsvNotUtf8Error, CsvUnreadableError, readCsvCells, type CsvDelimiter } from './csv-read';
import { cellValue, isBlankCell } from './import-cells';
import { columnTargets, type ColumnTarget } from './import-columns';
import type { ImportRow } from './import-row';
import { optionNames, withOptionCodes, type OptionNames } from './option-names';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file refused as a whole; `key` is its i18n key, `message` the translated text. */
export class ImportFileError extends Error {
  constructor(
    readonly key:
      | 'errors.import.onlyExcel'
      | 'errors.import.empty'
      | 'errors.import.invalidFile'
      | 'errors.import.notUtf8'
      | 'importer.unknownColumns',
    t: Translate,
    args?: Record<string, unknown>,
  ) {
    super(t(key, args));
    this.name = 'ImportFileError';
  }
}

export const CSV_MIME = 'text/csv';
/** What the file picker offers. */
export const IMPORT_ACCEPT = `.xlsx,.csv,${XLSX_MIME},${CSV_MIME}`;

export function isXlsxFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_MIME;
}

export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.name.toLowerCase().endsWith('.csv') || file.type === CSV_MIME;
}

/** An .xlsx is a zip archive; SheetJS would otherwise read any bytes as CSV text. */
function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Every cell of the first sheet from A1, so column positions match the template's. */
function readCells(bytes: Uint8Array, t: Translate): unknown[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', cellDates: true });
  } catch {
    throw new ImportFileError('errors.import.invalidFile', t);
  }
  const sheet = workbook.bookType === 'xlsx' ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw new ImportFileError('errors.import.invalidFile', t);
  if (!sheet['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
    range: { s: { r: 0, c: 0 }, e: range.e },
  });
}

/**
 * A row's cells to field values by its header (import-columns.ts); unknown columns hold nothing by
 * now (refuseUnknownColumns). `cells` is the row in template order: the failed-rows download writes it.
 */
function rowData(
  resource: ResourceDefinition,
  targets: ColumnTarget[],
  raw: unknown[],
  names: OptionNames,
  csv?: CsvDelimiter,
): { data: Record<string, unknown>; cells: unknown[] } {
  const fields = importFields(resource);
  const data: Record<string, unknown> = {};
  const cells: unknown[] = Array.from({ length: fields.length }, () => null);
  raw.forEach((rawCell, column) => {
    const target = targets[column];
    if (target === 'skip' || target === 'unknown') return;
    const cell = csv ? csvCell(target.field, rawCell as string | null, csv) : rawCell;
    cells[fields.findIndex(([name]) => name === target.name)] = cell;
    data[target.name] = withOptionCodes(names.get(target.name), target.field, cellValue(target.field, cell));
  });
  return { data, cells };
}

/** Validates one row; the message is the first failing field's, in the user's language. */
export function checkImportRow(
  resource: ResourceDefinition,
  line: number,
  data: Record<string, unknown>,
  t: Translate,
): ImportRow {
  const { values, errors } = validateRecord(resource, data, 'import');
  const [firstError] = Object.entries(errors);
  if (!firstError) return { line, data: values, status: 'PENDING' };
  const message = renderValidationMessage(t, resource.name, firstError[0], firstError[1]);
  return { line, data, status: 'ERROR', message };
}

/**
 * A column that feeds no field and holds a value (a "Credit limit" the user added, a stray cell past
 * the header) is named once, before any row is read, rather than failing every row that fills it:
 * rows are checked with unknown keys disallowed (docs/product-spec.md#import), so none could import.
 */
function refuseUnknownColumns(
  resource: ResourceDefinition,
  header: unknown[],
  targets: ColumnTarget[],
  dataRows: unknown[][],
  t: Translate,
): void {
  const unknown = targets.flatMap((target, column) =>
    target === 'unknown' && dataRows.some((row) => !isBlankCell(row[column])) ? [column] : [],
  );
  if (unknown.length === 0) return;
  const named = unknown.map((column) =>
    isBlankCell(header[column])
      ? t('importer.unnamedColumn', { column: XLSX.utils.encode_col(column) })
      : `“${String(header[column]).trim()}”`,
  );
  throw new ImportFileError('importer.unknownColumns', t, {
    columns: named.join(', '),
    entity: t(`resources.${resource.name}.name`, { smart_count: 2 }),
    smart_count: unknown.length,
  });
}

/** Header and data rows of either kind of file; a CSV says its delimiter, whose conventions its cells follow. */
function readTable(bytes: Uint8Array, csv: boolean, t: Translate): { rows: unknown[][]; delimiter?: CsvDelimiter } {
  if (!csv) {
    if (!looksLikeZip(bytes)) throw new ImportFileError('errors.import.invalidFile', t);
    return { rows: readCells(bytes, t) };
  }
  try {
    return readCsvCells(bytes);
  } catch (error) {
    if (error instanceof CsvNotUtf8Error) throw new ImportFileError('errors.import.notUtf8', t);
    if (error instanceof CsvUnreadableError) throw new ImportFileError('errors.import.invalidFile', t);
    throw error;
  }
}

/**
 * Rows of an already-loaded file: header skipped, blank rows skipped. A zip is an .xlsx whatever its name.
 * A choice is known by its label in the user's language (`t`) and in each of `otherLanguages`.
 */
export function importRowsFromBytes(
  resource: ResourceDefinition,
  bytes: Uint8Array,
  t: Translate,
  csv = false,
  otherLanguages: readonly Translate[] = [],
): ImportRow[] {
  if (bytes.length === 0) throw new ImportFileError('errors.import.empty', t);
  const { rows: table, delimiter } = readTable(bytes, csv && !looksLikeZip(bytes), t);
  const [header = [], ...dataRows] = table;
  const errorColumn = t('importer.errorColumn');
  const width = dataRows.reduce((widest, cells) => Math.max(widest, cells.length), header.length);
  // Padded to the widest row, so a filled cell past the header is still seen (as unknown).
  const targets = columnTargets(
    resource,
    [...header, ...Array<null>(Math.max(0, width - header.length)).fill(null)],
    t,
    errorColumn,
    otherLanguages,
  );
  refuseUnknownColumns(resource, header, targets, dataRows, t);
  const names = optionNames(resource, [t, ...otherLanguages]);
  const rows = dataRows.flatMap((raw, index) => {
    if (raw.every(isBlankCell)) return [];
    const { data, cells } = rowData(resource, targets, raw, names, delimiter);
    return [{ ...checkImportRow(resource, index + 2, data, t), cells }];
  });
  if (rows.length === 0) throw new ImportFileError('errors.import.empty', t);
  return rows;
}

/** `otherLanguages`: translators whose option labels a file may also hold (./option-languages.ts). */
export async function readImportFile(
  resource: ResourceDefinition,
  file: File,
  t: Translate,
  otherLanguages: readonly Translate[] = [],
): Promise<ImportRow[]> {
  const csv = isCsvFile(file);
  if (!csv && !isXlsxFile(file)) throw new ImportFileError('errors.import.onlyExcel', t);
  if (file.size === 0) throw new ImportFileError('errors.import.empty', t);
  return importRowsFromBytes(resource, new Uint8Array(await file.arrayBuffer()), t, csv, otherLanguages);
}
