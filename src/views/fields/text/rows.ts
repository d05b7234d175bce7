/** `rows`: "Nickel sulfate 2 kg; Boric acid 0.5 kg", the form a spreadsheet cell takes (resources/kit/rows.ts). */
import type { FieldOf } from '../../../../resources/kit/types';
import { rowColumnLabelKey, rowsText } from '../../../../resources/kit/rows';
import type { FieldText } from './field-text';

export const rows: FieldText<FieldOf<'rows'>> = {
  audit: (_translate, field, value, label) => rowsText(field, value, Array.isArray(label) ? label : undefined),
  importHelp: (translate, field, where) => ({
    takes: translate('importer.help.rows', {
      columns: Object.keys(field.fields)
        .map((column) => translate(rowColumnLabelKey(where.resource, where.name, column)))
        .join(', '),
    }),
  }),
};
