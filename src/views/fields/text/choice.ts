/** `choice` and `choices`: options by their names; a spreadsheet holds the values. */
import type { FieldOf } from '../../../../resources/kit/types';
import { optionCount } from '../../../../resources/kit/option-labels';
import { MANY_OPTIONS, optionLabel } from '../option-label';
import { textCell } from './cells';
import type { FieldText, Translate } from './field-text';

// Every option by its label; its code is read too (../../import/option-names.ts).
const labels = (translate: Translate, field: FieldOf<'choice' | 'choices'>) =>
  field.options.map((option) => optionLabel(translate, field, option));

/** A choice the shop extends with counted options (a term of 28 days): the fixed ones, and examples of the rest. */
function numberedHelp(translate: Translate, field: FieldOf<'choice'>) {
  const { named = [], example } = field.numbered!;
  const fixed = field.options.filter((option) => optionCount(field, option) === null && !named.includes(option));
  const examples = [...named, example];
  const said = (options: readonly string[]) => options.map((option) => optionLabel(translate, field, option));
  return {
    takes: translate('importer.help.choiceNumbered', {
      options: said(fixed).join(', '),
      examples: `${said(examples).join(', ')} (${examples.join(', ')})`,
    }),
    example: said(fixed)[0],
  };
}

export const choice: FieldText<FieldOf<'choice'>> = {
  cell: (translate, field, value) => optionLabel(translate, field, String(value)),
  // By its label, which the importer reads back in either language (../../import/option-names.ts).
  exportCell: (field, value, translate) => textCell(optionLabel(translate, field, String(value))),
  importHelp: (translate, field) =>
    field.numbered
      ? numberedHelp(translate, field)
      : // 249 countries are no list to read in a cell: their codes and names are.
        field.options.length > MANY_OPTIONS
        ? {
            takes: translate('importer.help.choiceMany', { examples: field.options.slice(0, 3).join(', ') }),
            example: labels(translate, field)[0],
          }
        : {
            takes: translate('importer.help.choice', { options: labels(translate, field).join(', ') }),
            example: labels(translate, field)[0],
          },
};

export const choices: FieldText<FieldOf<'choices'>> = {
  audit: (translate, field, value) =>
    (Array.isArray(value) ? value : [value]).map((v) => optionLabel(translate, field, String(v))).join(', '),
  // One cell of labels split by commas, read back as codes by the importer.
  exportCell: (field, value, translate) =>
    textCell((Array.isArray(value) ? value : [value]).map((v) => optionLabel(translate, field, String(v))).join(', ')),
  importHelp: (translate, field) => ({
    takes: translate('importer.help.choices', { options: labels(translate, field).join(', ') }),
    example: labels(translate, field).slice(0, 2).join(', '),
  }),
};
