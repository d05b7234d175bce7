/** `files`: by their names. */
import type { FieldOf } from '../../../../resources/kit/types';
import { textCell } from './cells';
import type { FieldText } from './field-text';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export const files: FieldText<FieldOf<'files'>> = {
  audit: (_translate, _field, value) =>
    (Array.isArray(value) ? value : [])
      .map((file) => (isObject(file) ? String(file.name ?? file.id ?? '') : String(file)))
      .join(', '),
  // The files by name; names may hold spaces, so they are split by "; ".
  exportCell: (_field, value) =>
    Array.isArray(value)
      ? textCell(value.map((file) => (file as { name?: unknown }).name ?? '').join('; '))
      : textCell(value),
};
