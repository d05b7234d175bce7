/** `string`: text, with its length, pattern and format (email, phone, PIX key, fiscal note number). */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';
import { pixKeyOf } from '../pix-key';
import { noteNumber } from '../nfe-keys';
import { textCell } from '../spreadsheet-cells';

/**
 * A phone number as people write it: a digit or `+` first (the spec's "starts with a digit",
 * plus the international form), then digits grouped by spaces, dashes, dots or parentheses.
 */
const PHONE = /^\+?\(?\d[\d ().-]*$/;

export const string: FieldTypeRules<FieldOf<'string'>> = {
  schema(field) {
    let s = z.string();
    if (field.min !== undefined) s = s.min(field.min);
    if (field.max !== undefined) s = s.max(field.max);
    if (field.pattern) s = s.regex(new RegExp(field.pattern));
    if (field.format === 'phone') s = s.regex(PHONE);
    if (field.format === 'pixKey')
      return s.refine((text) => pixKeyOf(text) !== undefined, { params: { key: 'validation.string.pixKey' } });
    if (field.format === 'noteNumber')
      return s.refine((text) => noteNumber(text) !== undefined, { params: { key: 'validation.string.noteNumber' } });
    return field.format === 'email' ? s.pipe(z.email()) : s;
  },
  importCell: textCell,
};
