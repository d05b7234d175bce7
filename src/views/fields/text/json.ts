/** `json`: as JSON text. */
import type { FieldOf } from '../../../../resources/kit/types';
import { textCell } from './cells';
import type { FieldText } from './field-text';

export const json: FieldText<FieldOf<'json'>> = {
  audit: (_translate, _field, value) => JSON.stringify(value),
  exportCell: (_field, value) => textCell(typeof value === 'string' ? value : JSON.stringify(value)),
  importHelp: (translate) => ({ takes: translate('importer.help.json') }),
};
