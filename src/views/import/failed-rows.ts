/**
 * The rows that failed, as a spreadsheet to fix and import again: the template's header plus an
 * error column, each row's cells as the file held them and its message. The reader skips the error
 * column (read-import-file.ts), so the corrected file imports without deleting it.
 */
import * as XLSX from 'xlsx';
import type { Translate } from '../../../i18n/render';
import { importFields } from '../../../resources/kit/derive';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { exportCellValue } from '../export/export-cells';
import type { ImportRow } from './import-row';
import { sheetName } from '../export/sheet-name';
import { importTemplateHeader } from './import-template';

/** A row's cells in template order: as read from the file, else rebuilt from its values. */
function templateCells(resource: ResourceDefinition, row: ImportRow, t: Translate): unknown[] {
  const fields = importFields(resource);
  if (row.cells) return Array.from({ length: fields.length }, (_, i) => row.cells?.[i] ?? null);
  return fields.map(([name, field]) => exportCellValue(field, row.data[name], t));
}

/** Header and rows: template columns, then the error column. */
export function failedRowsTable(resource: ResourceDefinition, rows: readonly ImportRow[], t: Translate): unknown[][] {
  const header = [...importTemplateHeader(resource, t), t('importer.errorColumn')];
  const body = rows
    .filter((row) => row.status === 'ERROR')
    .map((row) => {
      return [...templateCells(resource, row, t), row.message ?? ''];
    });
  return [header, ...body];
}

export function failedRowsFileName(resource: ResourceDefinition, now: number = Date.now()): string {
  return `${resource.exportName}_failed_rows_${now}.xlsx`;
}

export function buildFailedRowsWorkbook(
  resource: ResourceDefinition,
  rows: readonly ImportRow[],
  t: Translate,
): XLSX.WorkBook {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet(failedRowsTable(resource, rows, t)),
    sheetName(resource, t),
  );
  return workbook;
}

/** Starts the browser download. */
export function downloadFailedRows(resource: ResourceDefinition, rows: readonly ImportRow[], t: Translate): void {
  XLSX.writeFile(buildFailedRowsWorkbook(resource, rows, t), failedRowsFileName(resource));
}
