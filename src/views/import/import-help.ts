/**
 * The import template's second sheet: what each column takes, in the user's language, with an
 * example where one helps (issue 40). The importer reads the first sheet only, so this one never
 * imports; each field type words its own cells (../fields/text/<type>.ts importHelp).
 */
import type * as XLSX from 'xlsx';
import type { Translate } from '../../../i18n/render';
import { importFields } from '../../../resources/kit/derive';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { textOf, type ExportCell } from '../fields/text';

/** Column, required, what it takes, example: one row per import column, in the template's order. */
export function importHelpRows(resource: ResourceDefinition, t: Translate): ExportCell[][] {
  return importFields(resource).map(([name, field]) => {
    const help = textOf(field).importHelp?.(t, field, { resource: resource.name, name }) ?? {
      takes: t('importer.help.text'),
    };
    return [
      t(`resources.${resource.name}.fields.${name}`),
      t(field.required ? 'ra.boolean.true' : 'ra.boolean.false'),
      help.takes,
      help.example ?? null,
    ];
  });
}

/** The sheet: a line saying how to fill in the first, then the columns' table. */
export function importHelpSheet(resource: ResourceDefinition, t: Translate, utils: typeof XLSX.utils): XLSX.WorkSheet {
  const header = ['column', 'required', 'takes', 'example'].map((key) => t(`importer.help.${key}`));
  const sheet = utils.aoa_to_sheet([[t('importer.help.intro')], [], header, ...importHelpRows(resource, t)]);
  sheet['!cols'] = [{ wch: 28 }, { wch: 12 }, { wch: 70 }, { wch: 28 }];
  return sheet;
}
