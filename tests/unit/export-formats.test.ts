/**
 * Exports that round-trip (docs/product-spec.md#export): read back with SheetJS, dates are date cells with
 * a date format, integers and decimals number cells with a number format, the sheet is named after the
 * list, every import column is there; an export (.xlsx, or CSV in either language's convention) read by
 * the importer gives the same values and importHash as the rows it was made from.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { resources } from '../../resources';
import { exportFields, importFields } from '../../resources/kit/derive';
import { buildExportCsv, csvConvention } from '../../src/views/export/export-csv';
import { moneyFormat } from '../../src/views/export/export-formats';
import { buildExportWorkbook } from '../../src/views/export/export-workbook';
import { importHash } from '../../src/views/import/import-hash';
import { checkImportRow, importRowsFromBytes } from '../../src/views/import/read-import-file';

const t = createTranslator('en');
const pt = createTranslator('pt-BR');
const { chemicalIn, shipper } = resources;

const receipts = [
  {
    id: 'r1',
    date: '2024-05-31',
    chemical: 'c1',
    quantity: '12.5',
    lot: 'L-7',
    supplier: 'Química São Paulo; Ltda',
    unitCost: '1234.56',
    notes: 'first "lot"',
    createdAt: new Date(2024, 4, 31, 9, 5).toISOString(),
    updatedAt: new Date(2024, 4, 31, 9, 5).toISOString(),
    labels: { chemical: 'Nickel sulfate' },
  },
  {
    id: 'r2',
    date: '2024-01-02',
    chemical: 'c1',
    quantity: '3',
    lot: null,
    supplier: null,
    unitCost: null,
    notes: null,
    createdAt: new Date(2024, 0, 2).toISOString(),
    updatedAt: new Date(2024, 0, 2).toISOString(),
    labels: { chemical: 'Nickel sulfate' },
  },
];

const xlsxBytes = (workbook: XLSX.WorkBook) =>
  new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
const column = (name: string) => exportFields(chemicalIn).findIndex(([field]) => field === name);

/** What the importer would send for each exported row, and its importHash. */
async function sent(rows: ReturnType<typeof importRowsFromBytes>) {
  expect(rows.map((row) => [row.status, row.message])).toEqual(rows.map(() => ['PENDING', undefined]));
  return Promise.all(rows.map(async (row) => ({ data: row.data, hash: await importHash(row.data) })));
}

/** The rows as imported straight from their values: the template's columns, references by label. */
const direct = () =>
  receipts.map((row) =>
    Object.fromEntries(
      importFields(chemicalIn).map(([name]) => [
        name,
        name === 'chemical' ? row.labels.chemical : row[name as keyof typeof row],
      ]),
    ),
  );

describe('export formats', () => {
  it('writes dates and date-times as date cells with a date format, numbers with a number format', () => {
    const back = XLSX.read(xlsxBytes(buildExportWorkbook(chemicalIn, receipts, t)), {
      type: 'array',
      cellDates: true,
      cellNF: true,
      dense: true,
    });
    expect(back.SheetNames).toEqual(['Chemical receipts']);
    const [, first] = (back.Sheets['Chemical receipts'] as unknown as { '!data': XLSX.CellObject[][] })['!data'];
    const at = (name: string) => first[column(name)];
    expect(at('date')).toMatchObject({ t: 'd', z: 'yyyy-mm-dd', v: new Date(Date.UTC(2024, 4, 31)) });
    expect(at('createdAt')).toMatchObject({ t: 'd', z: 'yyyy-mm-dd hh:mm' });
    // A serial date is a fraction of a day, read back to the millisecond or so.
    expect(Math.abs((at('createdAt').v as Date).getTime() - Date.UTC(2024, 4, 31, 9, 5))).toBeLessThan(1000);
    expect(at('quantity')).toMatchObject({ t: 'n', v: 12.5, z: '#,##0.000' });
    expect(at('unitCost')).toMatchObject({ t: 'n', v: 1234.56 });
    expect(at('unitCost').z).toMatch(/^#,##0\.0+$/);
    expect(at('lot')).toMatchObject({ t: 's', v: 'L-7' });
  });

  it('writes money as numbers with a format in the shop currency, read back by another program as such', async () => {
    // ExcelJS, not the SheetJS that wrote the file: what a spreadsheet program finds in it.
    const cellsOf = async (money: { currency: string; locale: string }) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        Buffer.from(xlsxBytes(buildExportWorkbook(chemicalIn, receipts, pt, money))) as unknown as ExcelJS.Buffer,
      );
      const row = workbook.worksheets[0].getRow(2);
      return {
        cost: row.getCell(column('unitCost') + 1),
        day: row.getCell(column('date') + 1),
        quantity: row.getCell(column('quantity') + 1),
      };
    };
    const brl = await cellsOf({ currency: 'BRL', locale: 'pt-BR' });
    expect(brl.cost.type).toBe(ExcelJS.ValueType.Number);
    expect(brl.cost.value).toBe(1234.56);
    expect(brl.cost.numFmt).toBe('"R$ "#,##0.00');
    expect(brl.day.type).toBe(ExcelJS.ValueType.Date);
    expect(brl.day.numFmt).toBe('yyyy-mm-dd');
    // A quantity is not money: its plain number format.
    expect(brl.quantity.numFmt).toBe('#,##0.000');
    const usd = await cellsOf({ currency: 'USD', locale: 'en' });
    expect([usd.cost.type, usd.cost.value, usd.cost.numFmt]).toEqual([
      ExcelJS.ValueType.Number,
      1234.56,
      '"$"#,##0.00',
    ]);
  });

  it("writes the currency symbol where and as the language writes it, with the currency's own decimals", () => {
    expect(moneyFormat({ currency: 'USD', locale: 'pt-BR' })).toBe('"US$ "#,##0.00');
    expect(moneyFormat({ currency: 'JPY', locale: 'en' })).toBe('"¥"#,##0');
    expect(moneyFormat({ currency: 'EUR', locale: 'de' })).toBe('#,##0.00" €"');
  });

  it("exports every import column: a shipper's serial and notes, and what it packed", () => {
    const names = exportFields(shipper).map(([name]) => name);
    for (const [name] of importFields(shipper)) expect(names).toContain(name);
    expect(names).toEqual(expect.arrayContaining(['serial', 'notes', 'packed']));
    // Every importable resource, whatever fields it declares later.
    for (const resource of Object.values(resources).filter((r) => r.operations.includes('import'))) {
      const exported = new Set(exportFields(resource).map(([name]) => name));
      expect(importFields(resource).filter(([name]) => !exported.has(name))).toEqual([]);
    }
  });

  it('reads an .xlsx export back as the values and importHash of the rows it was made from', async () => {
    // Money with its currency format reads back as the number it is.
    const exported = await sent(
      importRowsFromBytes(
        chemicalIn,
        xlsxBytes(buildExportWorkbook(chemicalIn, receipts, t, { currency: 'BRL', locale: 'pt-BR' })),
        t,
      ),
    );
    const original = await sent(direct().map((data, i) => checkImportRow(chemicalIn, i + 2, data, t)));
    expect(exported).toEqual(original);
    expect(exported.map((row) => row.data)).toMatchObject([
      {
        date: '2024-05-31',
        chemical: 'Nickel sulfate',
        quantity: 12.5,
        unitCost: 1234.56,
        supplier: 'Química São Paulo; Ltda',
        notes: 'first "lot"',
      },
      { date: '2024-01-02', chemical: 'Nickel sulfate', quantity: 3, lot: null, unitCost: null },
    ]);
  });

  it("writes CSV in each language's convention, and reads it back as the .xlsx export", async () => {
    const fromXlsx = await sent(
      importRowsFromBytes(chemicalIn, xlsxBytes(buildExportWorkbook(chemicalIn, receipts, t)), t),
    );
    const en = buildExportCsv(chemicalIn, receipts, t, csvConvention('en'));
    const ptBR = buildExportCsv(chemicalIn, receipts, pt, csvConvention('pt-BR'));
    expect(en.startsWith('\uFEFF')).toBe(true);
    expect(en.split('\r\n')[1]).toContain(',2024-05-31,Nickel sulfate,12.5,');
    expect(ptBR.split('\r\n')[1]).toContain(';2024-05-31;Nickel sulfate;12,5;');
    expect(ptBR.split('\r\n')[1]).toContain(';1234,56;');
    const utf8 = (text: string) => new TextEncoder().encode(text);
    expect(await sent(importRowsFromBytes(chemicalIn, utf8(en), t, true))).toEqual(fromXlsx);
    expect(await sent(importRowsFromBytes(chemicalIn, utf8(ptBR), pt, true))).toEqual(fromXlsx);
  });

  it('writes formula-like text behind an apostrophe in CSV (never run by a spreadsheet), and imports it back as written', async () => {
    const formulas = [
      {
        ...receipts[0],
        lot: '=HYPERLINK("http://evil.example")',
        supplier: '@SUM(1)',
        notes: '+1-2',
        quantity: '-3.5',
      },
    ];
    const csv = buildExportCsv(chemicalIn, formulas, t, csvConvention('en'));
    const line = csv.split('\r\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain(`,"'@SUM(1)",`);
    expect(line).toContain(`,"'+1-2",`);
    expect(line).toContain(',-3.5,');
    const [read] = importRowsFromBytes(chemicalIn, new TextEncoder().encode(csv), t, true);
    expect(read.data).toMatchObject({ lot: '=HYPERLINK("http://evil.example")', supplier: '@SUM(1)', notes: '+1-2' });
  });
});
