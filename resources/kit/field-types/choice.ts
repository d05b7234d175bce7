/** `choice` (one of its options) and `choices` (several; a spreadsheet lists them split on spaces). */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';
import { optionCount } from '../option-labels';
import { textCell } from '../spreadsheet-cells';

export const choice: FieldTypeRules<FieldOf<'choice'>> = {
  schema: (field) => z.enum(field.options as [string, ...string[]]),
  requiredKey: 'validation.selected',
  // A term among 369 is not refused by listing them: the fixed ones, and how the counted ones are written.
  describe: (issue, field) =>
    issue.code === 'invalid_value' && field.numbered
      ? {
          key: 'validation.oneOfNumbered',
          args: {
            values: field.options.filter((option) => optionCount(field, option) === null).join(', '),
            example: field.numbered.example,
          },
        }
      : undefined,
  importCell: textCell,
};

export const choices: FieldTypeRules<FieldOf<'choices'>> = {
  blank: () => [],
  // Spreadsheets list several values in one cell, split on spaces (docs/product-spec.md#import).
  fromText: (_field, text) => text.split(/[\s,]+/),
  schema: (field) =>
    z.array(z.enum(field.options as [string, ...string[]])).transform((values) => [...new Set(values)]),
};
