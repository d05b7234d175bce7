/** A plain value as text in a small table cell: numbers to their declared decimals, options by name, booleans as words. */
import type { Field } from '../../../resources/kit/types';
import { formatValue } from './FormattedValue';
import { optionLabel } from './option-label';
import type { Formats } from './useFormat';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `formats` (useFormat) writes numbers, money and dates in the interface language; without it, the browser's. */
export function formatCell(translate: Translate, field: Field | undefined, value: unknown, formats?: Formats): string {
  if (value === null || value === undefined || value === '' || !field) return '';
  if (formats && ['integer', 'decimal', 'date', 'datetime'].includes(field.type)) return formatValue(formats, field, value);
  switch (field.type) {
    case 'integer':
    case 'decimal': {
      const digits = field.type === 'decimal' ? (field.scale ?? 2) : 0;
      return Number(value).toLocaleString(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    }
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'choice':
      return optionLabel(translate, field, String(value));
    default:
      return String(value);
  }
}
