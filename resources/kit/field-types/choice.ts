/** `choice` (one of its options) and `choices` (several; a spreadsheet lists them split on spaces). */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';
import { textCell } from '../spreadsheet-cells';

export const choice: FieldTypeRules<FieldOf<'choice'>> = {
  schema: (field) => z.enum(field.options as [string, ...string[]]),
  requiredKey: 'validation.selected',
  importCell: textCell,
};

export const choices: FieldTypeRules<FieldOf<'choices'>> = {
  blank: () => [],
  // Spreadsheets list several values in one cell, split on spaces (docs/product-spec.md#import).
  fromText: (_field, text) => text.split(/[\s,]+/),
  schema: (field) =>
    z.array(z.enum(field.options as [string, ...string[]])).transform((values) => [...new Set(values)]),
};
