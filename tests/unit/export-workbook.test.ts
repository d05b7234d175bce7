import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { customerShaped as customer } from '../helpers/fixture-resources';
import { resources } from '../../resources';
import { exportFields, importFields } from '../../resources/kit/derive';
import {
  boolean,
  date,
  decimal,
  defineResource,
  documentUrl,
  integer,
  json,
  reference,
  text,
} from '../../resources/kit/fields';
import { exportCellValue, exportFileName, exportTable } from '../../src/views/export/export-cells';
import { buildExportWorkbook } from '../../src/views/export/export-workbook';
import { readWorkbook } from '../helpers/xlsx-read';

const t = createTranslator('en');

const errand = defineResource({
  name: 'errand',
  fields: {
    title: text(),
    due: date(),
    price: decimal(),
    pieces: integer(),
    rush: boolean(),
    customer: reference('customer'),
    extra: json(),
  },
  permissions: {},
  labelField: 'title',
  timestamps: false,
  exportName: 'errands',
});

/** Writes the workbook as an .xlsx and reads it back with another reader, as a user's spreadsheet program would. */
async function roundTrip(workbook: XLSX.WorkBook) {
  const sheets = await readWorkbook(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  return { names: sheets.map((sheet) => sheet.name), rows: sheets[0].rows };
}

describe('export workbook', () => {
  it('has one sheet named after the list with translated headers in export field order', async () => {
    const { names, rows } = await roundTrip(buildExportWorkbook(customer, [], t));
    expect(names).toEqual(['Customers']);
    expect(rows).toEqual([
      ['Id', 'Name', 'Address', 'Phone', 'Email', 'Term', 'Document language', 'Created at', 'Updated at'],
    ]);
  });

  it("follows a resource's declared export field list", () => {
    const [header, row] = exportTable(
      resources.auditLog,
      [{ id: 'a1', timestamp: null, entityName: 'customer', action: 'create', values: { name: 'Acme' } }],
      t,
    );
    expect(header).toEqual(['Timestamp', 'Actor', 'Entity', 'Action', 'Entity id', 'Values', 'Id']);
    // Choices by their labels in the user's language (the entity's name, the action).
    expect(row).toEqual([null, null, 'Customer', 'Created', null, '{"name":"Acme"}', 'a1']);
  });

  afterEach(() => vi.unstubAllGlobals());

  it("writes a document's link whole, on the address the app is served at, and other text as it is", () => {
    vi.stubGlobal('location', new URL('https://plating.example.com/invoice'));
    expect(exportCellValue(documentUrl(), '/api/invoice/7/pdf', t)).toBe(
      'https://plating.example.com/api/invoice/7/pdf',
    );
    expect(exportCellValue(text(), '/not/a/link', t)).toBe('/not/a/link');
  });

  it('writes date-times as local YYYY-MM-DD HH:mm and dates as YYYY-MM-DD', () => {
    const createdAt = new Date(2024, 4, 1, 13, 45, 30).toISOString();
    const [, row] = exportTable(
      customer,
      [{ id: 'c1', name: 'Acme', createdAt, updatedAt: new Date(2024, 0, 2, 8, 5) }],
      t,
    );
    expect(row.slice(-2)).toEqual(['2024-05-01 13:45', '2024-01-02 08:05']);
    expect(exportCellValue({ type: 'date' }, '2024-02-29', t)).toBe('2024-02-29');
    expect(exportCellValue({ type: 'date' }, new Date(2024, 1, 29), t)).toBe('2024-02-29');
  });

  it('writes numbers as numbers, booleans as booleans, json as text and references by label', async () => {
    const rows = [
      // The API sends a reference's label beside its id, in row.labels.
      {
        title: 'Rack',
        due: '2024-03-01',
        price: '12.50',
        pieces: 40,
        rush: true,
        customer: 'u1',
        labels: { customer: 'Acme' },
        extra: { a: 1 },
      },
      {
        title: 'Barrel',
        due: null,
        price: 3,
        pieces: null,
        rush: false,
        customer: 'b5e1c1de-0000-4000-8000-000000000000',
        extra: null,
      },
    ];
    const read = await roundTrip(buildExportWorkbook(errand, rows, t));
    expect(read.rows).toEqual([
      // No labels for this test resource: the translator falls back to the keys.
      ['id', 'title', 'due', 'price', 'pieces', 'rush', 'customer', 'extra'].map((f) => `resources.errand.fields.${f}`),
      // A date is a real spreadsheet date now (export-formats.test.ts checks its format).
      [null, 'Rack', new Date(Date.UTC(2024, 2, 1)), 12.5, 40, true, 'Acme', '{"a":1}'],
      [null, 'Barrel', null, 3, null, false, 'b5e1c1de-0000-4000-8000-000000000000', null],
    ]);
    expect(typeof read.rows[1][3]).toBe('number');
    expect(typeof read.rows[1][5]).toBe('boolean');
  });

  it("writes a reference labelled by a valueID as the number it is, like the record's own column", () => {
    const row = {
      valueID: 3,
      shipper: 's1',
      customer: 'c1',
      product: 'p1',
      invoice: null,
      labels: { shipper: '12', customer: 'Acme', product: 'PN-1' },
    };
    const [, cells] = exportTable(resources.packing, [row], t);
    const at = (name: string) => cells[exportFields(resources.packing).findIndex(([n]) => n === name)];
    expect([at('valueID'), at('shipper'), at('customer'), at('product'), at('invoice')]).toEqual([
      3,
      12,
      'Acme',
      'PN-1',
      null,
    ]);
  });

  it("writes a shipper's packing lists as their numbers split by spaces, after its part number", () => {
    const row = { id: 's1', valueID: 4, packing: ['k1', 'k2'], labels: { packing: ['12', '15'] } };
    const [header, cells, none] = exportTable(
      resources.shipper,
      [row, { id: 's2', valueID: 5, packing: [], labels: { packing: [] } }],
      t,
    );
    const at = (name: string) => exportFields(resources.shipper).findIndex(([n]) => n === name);
    expect(at('packing')).toBeGreaterThan(at('product'));
    expect([header[at('product')], header[at('packing')]]).toEqual(['Part Number', 'Packing lists']);
    expect(cells[at('packing')]).toBe('12 15');
    expect(none[at('packing')]).toBeNull();
    expect(importFields(resources.shipper).map(([name]) => name)).not.toContain('packing');
  });

  it("lists a product's photos by file name, which the import template leaves out", () => {
    const photos = [
      { id: 'f1', name: 'front view.png', downloadUrl: '/api/files/f1' },
      { id: 'f2', name: 'side.png' },
    ];
    const [header, row, none] = exportTable(
      resources.product,
      [
        { id: 'p1', part: 'PN-1', photos },
        { id: 'p2', part: 'PN-2', photos: [] },
      ],
      t,
    );
    expect(row[header.indexOf('Photos')]).toBe('front view.png; side.png');
    expect(none[header.indexOf('Photos')]).toBe('');
    expect(importFields(resources.product).map(([name]) => name)).not.toContain('photos');
  });

  it('refuses an empty export field list', () => {
    // Not importable: an importable resource always exports its import columns (export-formats.test.ts).
    const nothing = { ...customer, exportFields: [], operations: customer.operations.filter((op) => op !== 'import') };
    expect(() => buildExportWorkbook(nothing, [{ id: 'c1' }], t)).toThrow(new Error('exporterFields is required'));
  });

  it('names the file after the export name and a millisecond timestamp', () => {
    expect(exportFileName(errand, 1714567890123)).toBe('errands_1714567890123.xlsx');
    expect(exportFileName(resources.auditLog)).toMatch(/^audit_log_\d{13}\.xlsx$/);
  });
});
