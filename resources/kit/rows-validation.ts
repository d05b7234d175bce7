/** A `rows` field checked as a list, then row by row and column by column, by each column's own rules. */
import type { RowsField } from './types';
import { unknownKeysMessage, validateField } from './field-validation';
import type { MessageDescriptor } from './messages';
import type { RowValue } from './rows';

export interface RowsResult {
  value: RowValue[] | unknown;
  /** Keyed '' for the list itself, else `<row index>.<column>` (`<row index>._unknown` for extra keys). */
  errors: Record<string, MessageDescriptor>;
}

const isPlainObject = (value: unknown): value is RowValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function validateRows(field: RowsField, raw: unknown, mode: 'write' | 'import'): RowsResult {
  const list = validateField(field, raw, mode);
  if (list.error) return { value: list.value, errors: { '': list.error } };
  const errors: Record<string, MessageDescriptor> = {};
  const columns = Object.entries(field.fields);
  const known = new Set(columns.map(([name]) => name));
  const rows = (list.value as unknown[]).map((given, index) => {
    const row: RowValue = isPlainObject(given) ? given : {};
    if (!isPlainObject(given)) errors[`${index}._unknown`] = { key: 'validation.invalid' };
    const extra = Object.keys(row).filter((key) => !known.has(key));
    if (extra.length) errors[`${index}._unknown`] = unknownKeysMessage(extra);
    const value: RowValue = {};
    for (const [name, column] of columns) {
      const checked = validateField(column, row[name], mode);
      value[name] = checked.value;
      if (checked.error) errors[`${index}.${name}`] = checked.error;
    }
    return value;
  });
  return { value: rows, errors };
}
