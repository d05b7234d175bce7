/**
 * A number, an amount or a date of a record, written for the interface language (i18n/format.ts):
 * pt-BR `2.000,5`, `R$ 555.778,99`, `23/11/2026`. Money in the shop's currency.
 */
import type { Field } from '../../../resources/kit/types';
import { textOf } from './text';
import { useFormat, type Formats } from './useFormat';

/** The text of one value; the value as it is for a field type that is not a number or a date. */
export function formatValue(formats: Formats, field: Field, value: unknown): string {
  const formatted = textOf(field).formatted;
  if (formatted) return formatted(formats, field, value);
  return value === null || value === undefined ? '' : String(value);
}

export function FormattedValue({ field, value }: { field: Field; value: unknown }) {
  const formats = useFormat();
  // No wrapping inside an amount or a date: a narrow column cuts it with an ellipsis instead of stacking it.
  return <span style={{ whiteSpace: 'nowrap' }}>{formatValue(formats, field, value)}</span>;
}
