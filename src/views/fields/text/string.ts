/** `string`: shown as it is; a document's link exported whole. */
import { numberArg } from '../../../../resources/kit/messages';
import { groupedNfeKey } from '../../../../resources/kit/fiscal-note-kinds';
import type { FieldOf } from '../../../../resources/kit/types';
import { textCell } from './cells';
import type { FieldText } from './field-text';

export const string: FieldText<FieldOf<'string'>> = {
  // An NF-e's key in the DANFE's groups of four; an NFS-e's code (not 44 digits) as typed.
  cell: (_translate, field, value) => {
    const text = String(value);
    return field.nfeKey && /^\d{44}$/.test(text) ? groupedNfeKey(text) : text;
  },
  // A document's link opens from the spreadsheet too: absolute, on the address the app is served at.
  exportCell: (field, value) =>
    textCell(
      field.format === 'document' &&
        typeof value === 'string' &&
        value.startsWith('/') &&
        typeof location !== 'undefined'
        ? new URL(value, location.origin).href
        : value,
    ),
  importHelp: (translate, field) => {
    if (field.format === 'email')
      return { takes: translate('importer.help.email'), example: translate('importer.help.exampleEmail') };
    if (field.inCountry)
      return {
        takes: translate(`importer.help.inCountry.${field.inCountry.format}`),
        example: translate(`importer.help.inCountryExample.${field.inCountry.format}`),
      };
    if (field.format === 'phone')
      return { takes: translate('importer.help.phone'), example: translate('importer.help.examplePhone') };
    if (field.max === undefined) return { takes: translate('importer.help.text') };
    const key = field.min ? 'importer.help.textRange' : 'importer.help.textMax';
    return { takes: translate(key, { min: numberArg(field.min ?? 0), max: numberArg(field.max) }) };
  },
};
