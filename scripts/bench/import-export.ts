/**
 * Import and export as the client does them: the import screen's own runner (one call per row,
 * 10 in parallel, each with its importHash), and the export button's one unpaginated list call,
 * each record made a sheet row as its line arrives (the same reader and workbook builder), then
 * the file written by SheetJS.
 */
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { resources } from '../../resources';
import { ImportRunner } from '../../src/views/import/import-runner';
import { ExportReader } from '../../src/providers/export-reader';
import { ExportWorkbookBuilder } from '../../src/views/export/export-workbook';
import { makeCustomers } from '../seed/customers';
import { Random } from '../seed/random';
import type { ApiClient } from './api-client';

/** A customers file of `count` rows (what a spreadsheet would hold), imported through POST /api/customer/import. */
export async function importCustomers(api: ApiClient, count: number) {
  const random = new Random(Date.now() % 1_000_000);
  const rows = makeCustomers(random, count, new Date()).map(({ name, address, phone, email, term }, index) => ({
    line: index + 2,
    status: 'PENDING' as const,
    data: { name, address, phone, email, term },
  }));
  const runner = new ImportRunner(rows, {
    send: (data, importHash) => api.post('customer/import', { data, importHash }),
  });
  const start = performance.now();
  const result = await runner.start();
  const seconds = (performance.now() - start) / 1000;
  const failed = runner.rows.filter((row) => row.status !== 'IMPORTED');
  if (result.state !== 'completed' || failed.length) {
    throw new Error(`import: ${failed.length} of ${count} rows failed, e.g. ${failed[0]?.message}`);
  }
  return seconds;
}

/** Exports `count` shippers (the newest, by valueID range, when the table holds more) to an .xlsx buffer. */
export async function exportShippers(api: ApiClient, count: number, total: number) {
  const filter = count < total ? { valueIDRange: [total - count + 1, total] } : {};
  const start = performance.now();
  const reader = new ExportReader();
  const builder = new ExportWorkbookBuilder(resources.shipper, createTranslator('en'), {
    currency: 'USD',
    locale: 'en',
  });
  await api.getPieces('shipper', { filter, orderBy: 'valueID_DESC' }, (text) => builder.add(reader.push(text)));
  builder.add(reader.end());
  const fetched = performance.now();
  const file = XLSX.write(builder.workbook(), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const end = performance.now();
  if (builder.count !== count) throw new Error(`export: ${builder.count} rows, expected ${count}`);
  return { seconds: (end - start) / 1000, fetchSeconds: (fetched - start) / 1000, bytes: file.length };
}
