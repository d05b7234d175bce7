/** `reference` (another record, by id) and `referencedBy` (the records naming this one, computed on read). */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';
import { textCell } from '../spreadsheet-cells';

export const reference: FieldTypeRules<FieldOf<'reference'>> = {
  schema: () => z.uuid(),
  importCell: textCell,
};

export const referencedBy: FieldTypeRules<FieldOf<'referencedBy'>> = {
  // Read-only, so never validated as input; the ids the server answers.
  schema: () => z.array(z.uuid()),
};
