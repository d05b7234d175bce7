/** A plain value as text in a small table cell: numbers to their declared decimals, options by name, booleans as words. */
import type { Field } from '../../../resources/kit/types';
import { optionLabel } from './option-label';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formatCell(translate: Translate, field: Field | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '' || !field) return '';
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
