/**
 * CSV import (docs/product-spec.md#import): `,` or `;` by the header, UTF-8 with or without a byte-order
 * mark, decimal commas and day-first dates in `;` files, and a file that is not UTF-8 refused as a whole,
 * so nothing is sent. A CSV gives the same rows, values and importHash as the same .xlsx.
 */
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { resources } from '../../resources';
import { importTemplateHeader } from '../../src/views/import/import-template';
import { importHash } from '../../src/views/import/import-hash';
import { ImportFileError, importRowsFromBytes, readImportFile } from '../../src/views/import/read-import-file';
import { ImportRunner } from '../../src/views/import/import-runner';

const t = createTranslator('en');
const pt = createTranslator('pt-BR');
const { chemicalIn } = resources;
const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = '\uFEFF';

/** A receipt of a chemical: a date, a reference, a decimal quantity and cost, and accented text. */
function receipt(translate = t) {
  const header = importTemplateHeader(chemicalIn, translate);
  const at = (name: string) => header.indexOf(translate(`resources.chemicalIn.fields.${name}`));
  const row = (values: Record<string, string>) =>
    header.map((_, i) => Object.entries(values).find(([name]) => at(name) === i)?.[1] ?? '');
  return { header, row };
}

const values = {
  date: '2024-05-31',
  chemical: 'Sulfato de níquel',
  quantity: '12.5',
  lot: 'L-7',
  supplier: 'Química São Paulo',
  unitCost: '1234.56',
};
const expected = {
  date: '2024-05-31',
  chemical: 'Sulfato de níquel',
  quantity: 12.5,
  lot: 'L-7',
  supplier: 'Química São Paulo',
  unitCost: 1234.56,
};

async function refusal(promise: Promise<unknown>): Promise<ImportFileError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

describe('CSV import', () => {
  it('reads a comma-separated UTF-8 file with or without a byte-order mark, quoted cells included', () => {
    const { header, row } = receipt();
    const lines = [header, row({ ...values, supplier: '"Química São Paulo, Ltda"' })].map((cells) => cells.join(','));
    for (const text of [lines.join('\n'), `${BOM}${lines.join('\r\n')}\r\n`]) {
      const [read] = importRowsFromBytes(chemicalIn, utf8(text), t, true);
      expect(read).toMatchObject({
        line: 2,
        status: 'PENDING',
        data: { ...expected, supplier: 'Química São Paulo, Ltda' },
      });
    }
  });

  it("reads Brazilian Excel's semicolons, decimal commas and day-first dates, with Portuguese headers", () => {
    const { header, row } = receipt(pt);
    const text = [header, row({ ...values, date: '31/05/2024', quantity: '12,5', unitCost: '1.234,56' })]
      .map((cells) => cells.join(';'))
      .join('\r\n');
    const [read] = importRowsFromBytes(chemicalIn, utf8(BOM + text), pt, true);
    expect(read).toMatchObject({ status: 'PENDING', data: expected });
  });

  it('reads a thousands dot in a semicolon file as Brazil writes it: 1.500 is one thousand five hundred', () => {
    const { header, row } = receipt(pt);
    const text = [header, row({ ...values, date: '31/05/2024', quantity: '1.500', unitCost: '2.000.000' })]
      .map((cells) => cells.join(';'))
      .join('\n');
    const [read] = importRowsFromBytes(chemicalIn, utf8(text), pt, true);
    expect(read).toMatchObject({ status: 'PENDING', data: { ...expected, quantity: 1500, unitCost: 2_000_000 } });
  });

  it('gives the same rows and importHash as the same sheet saved as .xlsx', async () => {
    const { header, row } = receipt();
    const csv = importRowsFromBytes(
      chemicalIn,
      utf8([header, row(values)].map((cells) => cells.join(',')).join('\n')),
      t,
      true,
    );
    const sheet = XLSX.utils.aoa_to_sheet([
      header,
      row({ ...values, date: '' }).map((cell, i) => {
        const name = ['quantity', 'unitCost'].find((n) => header[i] === t(`resources.chemicalIn.fields.${n}`));
        return name ? Number(cell) : cell;
      }),
    ]);
    sheet[XLSX.utils.encode_cell({ r: 1, c: header.indexOf('Date') })] = { t: 'n', v: 45443, z: 'yyyy-mm-dd' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Receipts');
    const xlsx = importRowsFromBytes(
      chemicalIn,
      new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' })),
      t,
    );
    expect(xlsx[0].data).toEqual(csv[0].data);
    expect(await importHash(xlsx[0].data)).toBe(await importHash(csv[0].data));
  });

  it('reports each row as the .xlsx importer does: line numbers, blank lines skipped, the first failing field', () => {
    const { header, row } = receipt();
    const text = [header, row({ ...values, quantity: 'many' }), [], row(values)]
      .map((cells) => cells.join(';'))
      .join('\n');
    const rows = importRowsFromBytes(chemicalIn, utf8(text), t, true);
    expect(rows.map((r) => [r.line, r.status, r.message])).toEqual([
      [2, 'ERROR', 'Quantity must be a number'],
      [4, 'PENDING', undefined],
    ]);
  });

  it('refuses a file that is not UTF-8, in both languages, and nothing is sent', async () => {
    const { header, row } = receipt();
    // "São" in Windows-1252, as Excel's plain "CSV (Comma delimited)" writes it.
    const latin1 = Uint8Array.from(
      [...[header, row(values)].map((cells) => cells.join(',')).join('\n')].map((c) => c.charCodeAt(0)),
    );
    const file = new File([latin1], 'receipts.csv', { type: 'text/csv' });
    const send = vi.fn();
    const error = await refusal(
      readImportFile(chemicalIn, file, t).then((rows) => new ImportRunner(rows, { send }).start()),
    );
    expect(error.key).toBe('errors.import.notUtf8');
    expect(error.message).toBe(
      'This CSV file is not UTF-8. In Excel, save it as “CSV UTF-8 (Comma delimited)” and choose it again.',
    );
    expect((await refusal(readImportFile(chemicalIn, file, pt))).message).toMatch(
      /^Este arquivo CSV não está em UTF-8/,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an empty CSV, one with the header only, and one whose quote never closes', async () => {
    const { header, row } = receipt();
    const csv = (text: string) => new File([utf8(text)], 'receipts.csv', { type: 'text/csv' });
    expect((await refusal(readImportFile(chemicalIn, csv(''), t))).key).toBe('errors.import.empty');
    expect((await refusal(readImportFile(chemicalIn, csv(`${BOM}${header.join(',')}\r\n\r\n`), t))).key).toBe(
      'errors.import.empty',
    );
    const open = [header.join(','), row({ ...values, lot: '"L-7' }).join(',')].join('\n');
    expect((await refusal(readImportFile(chemicalIn, csv(open), t))).key).toBe('errors.import.invalidFile');
  });
});
