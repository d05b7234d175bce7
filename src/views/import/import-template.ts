/**
 * The import template: a first sheet whose header row names the columns the importer reads, in order,
 * and a second saying what each takes (./import-help.ts).
 */
import * as XLSX from 'xlsx';
import type { Translate } from '../../../i18n/render';
import { importFields } from '../../../resources/kit/derive';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { sheetName } from '../export/sheet-name';
import { importHelpSheet } from './import-help';

export function importTemplateFileName(resource: ResourceDefinition): string {
  return `${resource.exportName}_import_template.xlsx`;
}

export function importTemplateHeader(resource: ResourceDefinition, t: Translate): string[] {
  return importFields(resource).map(([name]) => t(`resources.${resource.name}.fields.${name}`));
}

export function buildImportTemplate(resource: ResourceDefinition, t: Translate): XLSX.WorkBook {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([importTemplateHeader(resource, t)]),
    sheetName(resource, t),
  );
  XLSX.utils.book_append_sheet(workbook, importHelpSheet(resource, t, XLSX.utils), t('importer.help.sheet'));
  return workbook;
}

/** Starts the browser download of the template. */
export function downloadImportTemplate(resource: ResourceDefinition, t: Translate): void {
  XLSX.writeFile(buildImportTemplate(resource, t), importTemplateFileName(resource));
}
