/** A recall list as CSV, in the convention of the user's language (src/views/export/export-csv.ts). */
import Papa from 'papaparse';
import type { Translate } from '../../../i18n/render';
import type { TankRecall } from '../../../resources/kit/trace';
import type { CsvConvention } from '../../views/export/export-csv';

export function recallCsv(recall: TankRecall, t: Translate, { delimiter }: CsvConvention): string {
  const header = ['job', 'customer', 'steps', 'first', 'last', 'packings'].map((column) =>
    t(`custom.recall.columns.${column}`),
  );
  const rows = recall.jobs.map((job) => [
    job.valueID,
    job.customer,
    job.steps.join(' '),
    job.first,
    job.last,
    job.packings.map((packing) => `${packing.valueID} (${packing.date}, ${packing.status})`).join(' '),
  ]);
  return `\uFEFF${Papa.unparse([header, ...rows], { delimiter, newline: '\r\n', escapeFormulae: true })}`;
}
