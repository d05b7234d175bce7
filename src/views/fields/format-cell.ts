/** A plain value as text in a small table cell: numbers to their declared decimals, options by name, booleans as words. */
import type { Field } from '../../../resources/kit/types';
import { textOf, type Translate } from './text';
import type { Formats } from './useFormat';

/** `formats` (useFormat) writes numbers, money and dates in the interface language; without it, the browser's. */
export function formatCell(translate: Translate, field: Field | undefined, value: unknown, formats?: Formats): string {
  if (value === null || value === undefined || value === '' || !field) return '';
  const text = textOf(field);
  if (formats && text.formatted) return text.formatted(formats, field, value);
  return text.cell ? text.cell(translate, field, value) : String(value);
}
