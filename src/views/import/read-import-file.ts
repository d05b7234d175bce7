/**
 * Reads an import spreadsheet into rows checked against the resource's rules
 * (docs/product-spec.md#import).
 */
import * as XLSX from 'xlsx';
import { renderValidationMessage, type Translate } from '../../../i18n/render';
import { importFields } from '../../../resources/kit/derive';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { validateRecord } from '../../../resources/kit/validation';
import { cellValue, isBlankCell } from './import-cells';
import type { ImportRow } from './import-row';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file refused as a whole; `key` is its i18n key, `message` the translated text. */
export class ImportFileError extends Error {
  constructor(
    readonly key: 'errors.import.onlyExcel' | 'errors.import.empty' | 'errors.import.invalidFile',
    t: Translate,
  ) {
    super(t(key));
    this.name = 'ImportFileError';
  }
}

export function isXlsxFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_MIME;
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
 * Cells by column position to field names; a filled cell past the known columns becomes an unknown key,
 * except the error column of a failed-rows download (failed-rows.ts), so a fixed file imports as it is.
 */
function rowData(resource: ResourceDefinition, header: unknown[], cells: unknown[], errorColumn: string): Record<string, unknown> {
  const fields = importFields(resource);
  const data: Record<string, unknown> = {};
  cells.forEach((cell, column) => {
    if (column >= fields.length && String(header[column] ?? '').trim() === errorColumn) return;
    if (column < fields.length) {
      const [name, field] = fields[column];
      data[name] = cellValue(field, cell);
    } else if (!isBlankCell(cell)) {
      // Named after its column so the key can neither clash with a field nor be `__proto__`.
      const place = `column ${XLSX.utils.encode_col(column)}`;
      const title = isBlankCell(header[column]) ? '' : String(header[column]).trim();
      data[title ? `${title} (${place})` : place] = cell;
    }
  });
  return data;
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

/** Rows of an already-loaded spreadsheet: header skipped, blank rows skipped. */
export function importRowsFromBytes(resource: ResourceDefinition, bytes: Uint8Array, t: Translate): ImportRow[] {
  if (bytes.length === 0) throw new ImportFileError('errors.import.empty', t);
  if (!looksLikeZip(bytes)) throw new ImportFileError('errors.import.invalidFile', t);
  const [header = [], ...dataRows] = readCells(bytes, t);
  const errorColumn = t('importer.errorColumn');
  const rows = dataRows.flatMap((cells, index) =>
    cells.every(isBlankCell) ? [] : [{ ...checkImportRow(resource, index + 2, rowData(resource, header, cells, errorColumn), t), cells }],
  );
  if (rows.length === 0) throw new ImportFileError('errors.import.empty', t);
  return rows;
}

export async function readImportFile(resource: ResourceDefinition, file: File, t: Translate): Promise<ImportRow[]> {
  if (!isXlsxFile(file)) throw new ImportFileError('errors.import.onlyExcel', t);
  if (file.size === 0) throw new ImportFileError('errors.import.empty', t);
  return importRowsFromBytes(resource, new Uint8Array(await file.arrayBuffer()), t);
}
