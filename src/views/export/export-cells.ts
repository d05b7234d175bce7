/**
 * One record's export cells (docs/product-spec.md#export): the values the spreadsheet and the CSV
 * show, in export column order. Pure: no SheetJS, so the CSV export and the import's failed-rows
 * file do not load it.
 */
import type { Translate } from '../../../i18n/render';
import { exportFields } from '../../../resources/kit/derive';
import { findResource } from '../../../resources';
import { rowsText, type RowLabels } from '../../../resources/kit/rows';
import type { Field, ResourceDefinition } from '../../../resources/kit/types';

export type ExportCell = string | number | boolean | null;

/** Excel refuses longer text in a cell, and SheetJS throws rather than truncate. */
const EXCEL_CELL_TEXT_LIMIT = 32767;

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

function numberCell(value: unknown): ExportCell {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : String(value);
}

/** The referenced record's own label field: a valueID label is written as the number it is (once per resource). */
const numberLabels = new Map<string, boolean>();
function labelIsNumber(field: Field): boolean {
  if (field.type !== 'reference') return false;
  let known = numberLabels.get(field.resource);
  if (known === undefined) {
    const target = findResource(field.resource);
    known = target?.fields[target.labelField]?.type === 'integer';
    numberLabels.set(field.resource, known);
  }
  return known;
}

/** A reference arrives either as `{id, label}` (written as the label) or as a bare id. */
function referenceCell(field: Field, value: unknown): ExportCell {
  if (typeof value === 'object' && value !== null) {
    const { id, label } = value as { id?: unknown; label?: unknown };
    if (label !== undefined && label !== null) return labelIsNumber(field) ? numberCell(label) : String(label);
    return id === undefined || id === null ? null : String(id);
  }
  return String(value);
}

function textCell(value: unknown): ExportCell {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > EXCEL_CELL_TEXT_LIMIT ? text.slice(0, EXCEL_CELL_TEXT_LIMIT) : text;
}

/** One record value as the spreadsheet shows it. Empty values stay empty cells. */
export function exportCellValue(field: Field, value: unknown): ExportCell {
  if (value === undefined || value === null) return null;
  switch (field.type) {
    case 'datetime':
      return datetimeCell(value);
    case 'date':
      return dateCell(value);
    case 'integer':
    case 'decimal':
      return numberCell(value);
    case 'boolean':
      return value === true || value === 'true';
    case 'json':
      return textCell(typeof value === 'string' ? value : JSON.stringify(value));
    case 'reference':
      return referenceCell(field, value);
    case 'files':
      // The files by name; names may hold spaces, so they are split by "; ".
      return Array.isArray(value) ? textCell(value.map((file) => (file as { name?: unknown }).name ?? '').join('; ')) : textCell(value);
    case 'choices':
    case 'referencedBy':
      // One cell, split on spaces again by the importer.
      return Array.isArray(value) ? value.join(' ') : textCell(value);
    default:
      return textCell(value);
  }
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
export function recordCell(row: ExportRow, name: string, field: Field): ExportCell {
  // The API sends each reference's label beside its id (row.labels), which is its export form.
  const labels = row.labels as Record<string, unknown> | undefined;
  if (field.type === 'reference') return exportCellValue(field, { id: row[name], label: labels?.[name] });
  // "Nickel sulfate 2 kg; Boric acid 0.5 kg": the form the importer reads back.
  if (field.type === 'rows') return textCell(rowsText(field, row[name], labels?.[name] as RowLabels)) || null;
  // "12 15": the labels split by spaces, as docs/product-spec.md#import reads a list of references.
  if (field.type === 'referencedBy') return exportCellValue(field, labels?.[name]) || null;
  return exportCellValue(field, row[name]);
}

/** Header labels and rows of cells, in export column order. */
export function exportTable(resource: ResourceDefinition, rows: readonly ExportRow[], t: Translate): ExportCell[][] {
  const fields = exportColumns(resource, t);
  return [exportHeader(resource, t), ...rows.map((row) => fields.map(([name, field]) => recordCell(row, name, field)))];
}

/** The entity's export name plus a millisecond timestamp (docs/product-spec.md#export). */
export function exportFileName(resource: ResourceDefinition, now: number = Date.now(), extension: 'xlsx' | 'csv' = 'xlsx'): string {
  return `${resource.exportName}_${now}.${extension}`;
}
