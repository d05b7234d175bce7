/** `boolean`: Yes or No in the interface language; TRUE or FALSE in a spreadsheet. */
import type { FieldOf } from '../../../../resources/kit/types';
import type { FieldText } from './field-text';

export const boolean: FieldText<FieldOf<'boolean'>> = {
  cell: (translate, _field, value) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
  exportCell: (_field, value) => value === true || value === 'true',
  importHelp: (translate) => ({ takes: translate('importer.help.boolean'), example: true }),
};
