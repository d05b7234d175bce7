/** `string`: shown as it is. */
import { numberArg } from '../../../../resources/kit/messages';
import type { FieldOf } from '../../../../resources/kit/types';
import type { FieldText } from './field-text';

export const string: FieldText<FieldOf<'string'>> = {
  importHelp: (translate, field) => {
    if (field.format === 'email')
      return { takes: translate('importer.help.email'), example: translate('importer.help.exampleEmail') };
    if (field.format === 'phone')
      return { takes: translate('importer.help.phone'), example: translate('importer.help.examplePhone') };
    if (field.max === undefined) return { takes: translate('importer.help.text') };
    const key = field.min ? 'importer.help.textRange' : 'importer.help.textMax';
    return { takes: translate(key, { min: numberArg(field.min ?? 0), max: numberArg(field.max) }) };
  },
};
