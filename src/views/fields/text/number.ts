/** `integer` and `decimal`: to their declared decimals; money in the shop's currency. */
import type { FieldOf } from '../../../../resources/kit/types';
import { numberCell } from './cells';
import type { FieldText } from './field-text';

const cell = (_translate: unknown, field: FieldOf<'integer' | 'decimal'>, value: unknown) => {
  const digits = field.type === 'decimal' ? (field.scale ?? 2) : 0;
  return Number(value).toLocaleString(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
};

export const integer: FieldText<FieldOf<'integer'>> = {
  formatted: (formats, _field, value) => formats.number(value, { decimals: 0 }),
  cell,
  // A visible number (valueID) is a name, not an amount: no thousands separator.
  audit: (_translate, field, value) => (field.sequence ? String(value) : undefined),
  exportCell: (_field, value) => numberCell(value),
};

export const decimal: FieldText<FieldOf<'decimal'>> = {
  // A quantity drops trailing zeros: 2000 kg is `2.000` in pt-BR only as a thousand, never as two.
  formatted: (formats, field, value) =>
    field.money ? formats.money(value) : formats.number(value, { maxDecimals: field.scale ?? 2 }),
  cell,
  exportCell: (_field, value) => numberCell(value),
};
