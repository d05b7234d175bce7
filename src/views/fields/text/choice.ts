/** `choice` and `choices`: options by their names; a spreadsheet holds the values. */
import type { FieldOf } from '../../../../resources/kit/types';
import { optionLabel } from '../option-label';
import { spacedCell } from './cells';
import type { FieldText } from './field-text';

export const choice: FieldText<FieldOf<'choice'>> = {
  cell: (translate, field, value) => optionLabel(translate, field, String(value)),
};

export const choices: FieldText<FieldOf<'choices'>> = {
  audit: (translate, field, value) =>
    (Array.isArray(value) ? value : [value]).map((v) => optionLabel(translate, field, String(v))).join(', '),
  // One cell, split on spaces again by the importer.
  exportCell: (_field, value) => spacedCell(value),
};
