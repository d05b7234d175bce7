/**
 * Export → import round trip (docs/product-spec.md#export): shippers imported from a template, exported
 * as .xlsx and as CSV in both languages' conventions by the client's own code, then imported again through
 * the API with the client's runner. Each row comes back with the same importHash, so the server answers
 * "already imported" and no record is written twice; a row edited in the export imports as a new record.
 */
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { resources } from '../../resources';
import { resourceTables } from '../../server/db/tables';
import { buildExportCsv, csvConvention } from '../../src/views/export/export-csv';
import { buildExportWorkbook } from '../../src/views/export/export-workbook';
import { buildImportTemplate } from '../../src/views/import/import-template';
import { ImportRunner } from '../../src/views/import/import-runner';
import { importRowsFromBytes } from '../../src/views/import/read-import-file';
import { as, createCustomer, createProduct, ok, setupPartsFlow, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const t = createTranslator('en');
const pt = createTranslator('pt-BR');
const { shipper } = resources;
const ALREADY = 'Data has already been imported';

async function importRows(bytes: Uint8Array, translate = t, csv = false) {
  const rows = importRowsFromBytes(shipper, bytes, translate, csv);
  const send = async (data: Record<string, unknown>, importHash: string) => {
    const res = await as(ctx, 'POST', '/api/shipper/import', { body: { data, importHash } });
    if (res.status !== 200) throw new Error((res.body as { message?: string }).message);
  };
  const runner = new ImportRunner(rows, {
    send,
    isAlreadyImported: (e) => e instanceof Error && e.message === ALREADY,
  });
  expect(await runner.start()).toMatchObject({ state: 'completed' });
  return runner.rows.map((row) => [row.status, row.message]);
}

const xlsx = (workbook: XLSX.WorkBook) =>
  new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
const shippers = async () => Number((await ctx.db.select({ n: count() }).from(resourceTables.shipper))[0].n);
const exported = async () =>
  ok<{ rows: Row[] }>(await as(ctx, 'GET', '/api/shipper', { query: { orderBy: 'valueID_ASC' } })).rows;

describe('export → import round trip', () => {
  test('an export imports back as already imported, as .xlsx and as CSV in both conventions; an edited row is new', async () => {
    const customer = await createCustomer(ctx, 'Metais São João');
    await createProduct(ctx, customer.id, { part: 'PN-77' });
    // The template filled in as a shop would: typed dates, a serial and notes.
    const template = buildImportTemplate(shipper, t);
    const sheet = template.Sheets[template.SheetNames[0]];
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0];
    const cell = (values: Record<string, unknown>) =>
      header.map(
        (label) =>
          values[Object.keys(values).find((name) => t(`resources.shipper.fields.${name}`) === label) ?? ''] ?? null,
      );
    XLSX.utils.sheet_add_aoa(
      sheet,
      [
        cell({
          date: new Date(Date.UTC(2026, 2, 2)),
          po: 'PO-1',
          serial: 'S-9',
          customer: 'Metais São João',
          product: 'PN-77',
          quantity: 12,
          notes: 'rush; "fragile"',
        }),
        cell({ date: new Date(Date.UTC(2026, 2, 3)), customer: 'Metais São João', product: 'PN-77', quantity: 3 }),
      ],
      { origin: 'A2', cellDates: true },
    );
    expect(await importRows(xlsx(template))).toEqual([
      ['IMPORTED', undefined],
      ['IMPORTED', undefined],
    ]);
    // By date: the import sends rows together, so which one got the lower number is not fixed on PostgreSQL.
    const before = (await exported()).sort((a, b) => String(a.date).localeCompare(String(b.date)));
    expect(before.map((row) => [row.date, row.serial, row.notes, row.quantity])).toEqual([
      ['2026-03-02', 'S-9', 'rush; "fragile"', 12],
      ['2026-03-03', null, null, 3],
    ]);

    const again = [
      ['ALREADY_IMPORTED', undefined],
      ['ALREADY_IMPORTED', undefined],
    ];
    expect(await importRows(xlsx(buildExportWorkbook(shipper, before, t)))).toEqual(again);
    const utf8 = (text: string) => new TextEncoder().encode(text);
    expect(await importRows(utf8(buildExportCsv(shipper, before, t, csvConvention('en'))), t, true)).toEqual(again);
    expect(await importRows(utf8(buildExportCsv(shipper, before, pt, csvConvention('pt-BR'))), pt, true)).toEqual(
      again,
    );
    expect(await shippers()).toBe(2);

    // An export is not an update: a row changed in it is a row never imported, so it becomes a new shipper.
    const edited = buildExportWorkbook(shipper, [{ ...before[1], quantity: 4 }], t);
    expect(await importRows(xlsx(edited))).toEqual([['IMPORTED', undefined]]);
    const kept = before.map((row) => [Number(row.valueID), row.quantity]).sort((a, b) => Number(a[0]) - Number(b[0]));
    const next = Math.max(...before.map((row) => Number(row.valueID))) + 1;
    expect((await exported()).map((row) => [Number(row.valueID), row.quantity])).toEqual([...kept, [next, 4]]);
  });
});
