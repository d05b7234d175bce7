/** Export cell helpers shared by the types' modules (docs/product-spec.md#export). */
import type { ExportCell } from './field-text';

/** Excel refuses longer text in a cell, and SheetJS throws rather than truncate. */
const EXCEL_CELL_TEXT_LIMIT = 32767;

export function textCell(value: unknown): ExportCell {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > EXCEL_CELL_TEXT_LIMIT ? text.slice(0, EXCEL_CELL_TEXT_LIMIT) : text;
}

export function numberCell(value: unknown): ExportCell {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : String(value);
}

/** Several values in one cell, split on spaces again by the importer. */
export const spacedCell = (value: unknown): ExportCell => (Array.isArray(value) ? value.join(' ') : textCell(value));
