import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { customerShaped as customer } from '../helpers/fixture-resources';
import { buildFailedRowsWorkbook, failedRowsFileName } from '../../src/views/import/failed-rows';
import type { ImportRow } from '../../src/views/import/import-row';
import { importRowsFromBytes } from '../../src/views/import/read-import-file';
import { readWorkbook } from '../helpers/xlsx-read';

const t = createTranslator('en');
const HEADER = ['Name', 'Address', 'Phone', 'Email', 'Term', 'Document language'];

function xlsxBytes(rows: unknown[][]): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'data');
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const written = (workbook: XLSX.WorkBook) =>
  new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);

describe('the failed-rows download', () => {
  const file = xlsxBytes([
    HEADER,
    ['Acme', null, null, 'acme@example.com', 'T30', null],
    ['Bad Term', null, '555-0100', 'bad@example.com', 'T99', null],
    ['Gone', null, null, 'gone@example.com', 'T45', null],
    ['Known', null, null, 'known@example.com', 'T60', null],
  ]);

  it('holds the failed rows only, as the file had them, with an error column', async () => {
    const read = importRowsFromBytes(customer, file, t);
    // As the runner leaves them: one imported, one refused by the server, one already imported.
    const rows: ImportRow[] = [
      { ...read[0], status: 'IMPORTED' },
      read[1],
      { ...read[2], status: 'ERROR', message: 'Customer not found' },
      { ...read[3], status: 'ALREADY_IMPORTED' },
    ];
    const sheets = await readWorkbook(written(buildFailedRowsWorkbook(customer, rows, t)));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Customers']);
    expect(sheets[0].rows).toEqual([
      [...HEADER, 'Import error'],
      [
        'Bad Term',
        null,
        '555-0100',
        'bad@example.com',
        'T99',
        null,
        'Term must be one of the following values: T30, T45, T60',
      ],
      ['Gone', null, null, 'gone@example.com', 'T45', null, 'Customer not found'],
    ]);
    expect(failedRowsFileName(customer, 1_700_000_000_000)).toBe('customer_failed_rows_1700000000000.xlsx');
  });

  it('imports again once fixed, its error column left in place', () => {
    const failed = importRowsFromBytes(customer, file, t).filter((row) => row.status === 'ERROR');
    const workbook = buildFailedRowsWorkbook(customer, failed, t);
    // The user corrects the term in the spreadsheet and keeps the error column.
    workbook.Sheets.Customers.E2 = { t: 's', v: 'T30' };
    const again = importRowsFromBytes(customer, written(workbook), t);
    expect(again.map((row) => [row.line, row.status, row.data])).toEqual([
      [
        2,
        'PENDING',
        { name: 'Bad Term', address: null, phone: '555-0100', email: 'bad@example.com', term: 'T30', language: null },
      ],
    ]);
  });

  it('a column past the template with values refuses the file, so no failed row loses them', () => {
    const extra = xlsxBytes([
      [...HEADER, 'Region'],
      ['Acme', null, null, 'acme@example.com', 'T30', null, 'North'],
    ]);
    expect(() => importRowsFromBytes(customer, extra, t)).toThrow(
      'The column “Region” does not exist in Customers. Remove it, or give it one of the template’s headers, and choose the file again.',
    );
  });
});
