/** `integer` and `decimal`: to their declared decimals; money in the shop's currency. */
import { numberArg } from '../../../../resources/kit/messages';
import type { FieldOf } from '../../../../resources/kit/types';
import { numberCell } from './cells';
import type { FieldText, ImportHelp, Translate } from './field-text';

/** "A whole number from 1 to 999": the range where one is declared; an example inside it. */
function numberHelp(translate: Translate, field: FieldOf<'integer' | 'decimal'>): ImportHelp {
  const scale = field.type === 'decimal' ? (field.scale ?? 2) : 0;
  const low = field.positive ? 1 : (field.min ?? 1);
  const example = Math.min(Math.max(scale ? 12.5 : 12, low), field.max ?? Infinity);
  const ranged = field.min !== undefined && field.max !== undefined;
  const key = `importer.help.${field.type}${ranged ? 'Range' : ''}`;
  const args = ranged ? { min: numberArg(field.min!), max: numberArg(field.max!) } : {};
  return { takes: translate(key, { ...args, scale }), example };
}

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
  importHelp: numberHelp,
};

export const decimal: FieldText<FieldOf<'decimal'>> = {
  // A quantity drops trailing zeros: 2000 kg is `2.000` in pt-BR only as a thousand, never as two.
  formatted: (formats, field, value) =>
    field.money ? formats.money(value) : formats.number(value, { maxDecimals: field.scale ?? 2 }),
  cell,
  exportCell: (_field, value) => numberCell(value),
  importHelp: numberHelp,
};
