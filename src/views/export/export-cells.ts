/**
 * One record's export cells (docs/product-spec.md#export): the values the spreadsheet and the CSV
 * show, in export column order. Pure: no SheetJS, so the CSV export and the import's failed-rows
 * file do not load it.
 */
import type { Translate } from '../../../i18n/render';
import { exportFields } from '../../../resources/kit/derive';
import { rowsText, type RowLabels } from '../../../resources/kit/rows';
import type { Field, ResourceDefinition } from '../../../resources/kit/types';
import { textCell, textOf, type ExportCell } from '../fields/text';

export type { ExportCell } from '../fields/text';

/** One record value as the spreadsheet shows it, as its field type writes it (../fields/text/). Empty values stay empty cells. */
export function exportCellValue(field: Field, value: unknown, t: Translate): ExportCell {
  if (value === undefined || value === null) return null;
  const write = textOf(field).exportCell;
  return write ? write(field, value, t) : textCell(value);
}

type ExportRow = Record<string, unknown>;

/** The export's column fields, or the spec's error when a resource declares none. */
export function exportColumns(resource: ResourceDefinition, t: Translate) {
  const fields = exportFields(resource);
  if (fields.length === 0) throw new Error(t('errors.export.fieldsRequired'));
  return fields;
}

/** The header labels, translated. */
export const exportHeader = (resource: ResourceDefinition, t: Translate): string[] =>
  exportColumns(resource, t).map(([name]) => t(`resources.${resource.name}.fields.${name}`));

/** One cell of a record, as its field's column shows it. */
export function recordCell(row: ExportRow, name: string, field: Field, t: Translate): ExportCell {
  // The API sends each reference's label beside its id (row.labels), which is its export form.
  const labels = row.labels as Record<string, unknown> | undefined;
  if (field.type === 'reference') return exportCellValue(field, { id: row[name], label: labels?.[name] }, t);
  // "Nickel sulfate 2 kg; Boric acid 0.5 kg": the form the importer reads back.
  if (field.type === 'rows') return textCell(rowsText(field, row[name], labels?.[name] as RowLabels)) || null;
  // "12 15": the labels split by spaces, as docs/product-spec.md#import reads a list of references.
  if (field.type === 'referencedBy') return exportCellValue(field, labels?.[name], t) || null;
  return exportCellValue(field, row[name], t);
}

/** Header labels and rows of cells, in export column order. */
export function exportTable(resource: ResourceDefinition, rows: readonly ExportRow[], t: Translate): ExportCell[][] {
  const fields = exportColumns(resource, t);
  return [
    exportHeader(resource, t),
    ...rows.map((row) => fields.map(([name, field]) => recordCell(row, name, field, t))),
  ];
}

/** The entity's export name plus a millisecond timestamp (docs/product-spec.md#export). */
export function exportFileName(
  resource: ResourceDefinition,
  now: number = Date.now(),
  extension: 'xlsx' | 'csv' = 'xlsx',
): string {
  return `${resource.exportName}_${now}.${extension}`;
}
