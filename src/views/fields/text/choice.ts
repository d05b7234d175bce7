/** `choice` and `choices`: options by their names; a spreadsheet holds the values. */
import type { FieldOf } from '../../../../resources/kit/types';
import { optionLabel } from '../option-label';
import { textCell } from './cells';
import type { FieldText } from './field-text';

export const choice: FieldText<FieldOf<'choice'>> = {
  cell: (translate, field, value) => optionLabel(translate, field, String(value)),
  // By its label, which the importer reads back in either language (../../import/option-names.ts).
  exportCell: (field, value, translate) => textCell(optionLabel(translate, field, String(value))),
};

export const choices: FieldText<FieldOf<'choices'>> = {
  audit: (translate, field, value) =>
    (Array.isArray(value) ? value : [value]).map((v) => optionLabel(translate, field, String(v))).join(', '),
  // One cell of labels split by commas, read back as codes by the importer.
  exportCell: (field, value, translate) =>
    textCell((Array.isArray(value) ? value : [value]).map((v) => optionLabel(translate, field, String(v))).join(', ')),
};
