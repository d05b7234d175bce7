/** `boolean`: a blank is false; spreadsheets write TRUE and FALSE. */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';

export const boolean: FieldTypeRules<FieldOf<'boolean'>> = {
  blank: () => false,
  fromText: (_field, text) => (/^(true|false)$/i.test(text) ? text.toLowerCase() === 'true' : text),
  schema: () => z.boolean(),
};
