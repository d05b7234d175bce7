// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { AdminContext, type DataProvider } from 'react-admin';
import * as XLSX from 'xlsx';
import customer from '../../resources/customer';
import ResourceImporter from '../../src/views/import/ResourceImporter';
import { XLSX_MIME } from '../../src/views/import/read-import-file';
import { testI18n } from './helpers/render-admin';

afterEach(cleanup);

function xlsxFile(rows: unknown[][]): File {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'data');
  const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'customers.xlsx', { type: XLSX_MIME });
}

function renderImporter(importRow: (resource: string, data: Record<string, unknown>) => Promise<unknown>) {
  const dataProvider = { importRow } as unknown as DataProvider;
  const i18nProvider = testI18n('en');
  return render(
    createElement(
      AdminContext,
      { dataProvider, i18nProvider },
      createElement(ResourceImporter, { resource: customer }),
    ),
  );
}

/** Chooses a spreadsheet of these rows in the importer's file input. */
async function chooseRows(rows: unknown[][]) {
  const input = await screen.findByLabelText('Choose an .xlsx or .csv file');
  fireEvent.change(input, { target: { files: [xlsxFile(rows)] } });
}

describe('ResourceImporter', () => {
  it('reads a file, shows every row, imports the valid ones and reports the outcome', async () => {
    const sent: Record<string, unknown>[] = [];
    const { container } = renderImporter(async (_resource, data) => {
      sent.push(data);
      if (data.name === 'Bolt') throw new Error('Data has already been imported');
      return { id: 'x', ...data };
    });
    expect(await screen.findByRole('heading', { name: 'Import Customers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the list/ }).getAttribute('href')).toContain('/customer');

    await chooseRows([
      ['Name', 'Address', 'Phone', 'Email', 'Term'],
      ['Acme', null, null, 'acme@example.com', 'T30'],
      [null, null, null, 'nobody@example.com', 'T30'],
      ['Bolt', null, null, 'bolt@example.com', 'T45'],
    ]);
    const table = await screen.findByRole('table', { name: 'Rows read from customers.xlsx' });
    // Wider than a phone, the table scrolls in its own box, which the keyboard can reach (axe below).
    const box = screen.getByRole('region', { name: 'Rows read from customers.xlsx' });
    expect(box.contains(table)).toBe(true);
    expect(box.tabIndex).toBe(0);
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines.map((row) => row.getAttribute('data-line'))).toEqual(['2', '3', '4']);
    expect(within(lines[1]).getByText('Name is required')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1 of 3 rows processed');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(await screen.findByText('Processing completed, but some rows were unable to be imported.')).toBeTruthy();
    // The valid rows only, each once; one batch goes in parallel, so in no promised order.
    expect(sent.map((data) => data.name).sort()).toEqual(['Acme', 'Bolt']);
    // A row the server already holds is neither imported nor an error.
    expect(within(lines[2]).getByText('Already imported')).toBeTruthy();
    expect(within(table).queryByText('Data has already been imported')).toBeNull();
    const status = screen.getByRole('status').textContent;
    expect(status).toContain('3 of 3 rows processed');
    expect(status).toContain('1 imported1 already imported1 failed');
    expect(screen.getByRole('button', { name: 'Download the failed rows' })).toBeTruthy();
  });

  it('shows each cell as typed (a term by its Portuguese label), and sends its code', async () => {
    const sent: Record<string, unknown>[] = [];
    renderImporter(async (_resource, data) => {
      sent.push(data);
      return { id: 'x', ...data };
    });
    await chooseRows([
      ['Name', 'Address', 'Phone', 'Email', 'Term'],
      ['Metalúrgica Nova', null, 5550100, 'mn@example.com', '60 dias'],
    ]);
    const table = await screen.findByRole('table', { name: 'Rows read from customers.xlsx' });
    const [line] = within(table).getAllByRole('row').slice(1);
    expect(line.getAttribute('data-status')).toBe('PENDING');
    expect(within(line).getByText('60 dias')).toBeTruthy();
    expect(within(line).getByText('5550100')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    await screen.findByText('All rows were imported.');
    expect(sent).toEqual([expect.objectContaining({ name: 'Metalúrgica Nova', term: 'T60', phone: '5550100' })]);
  });

  it('shows a re-imported file as already imported, with no error', async () => {
    const { container } = renderImporter(async () => {
      throw new Error('Data has already been imported');
    });
    await chooseRows([
      ['Name', 'Address', 'Phone', 'Email', 'Term'],
      ['Acme', null, null, 'acme@example.com', 'T30'],
      ['Bolt', null, null, 'bolt@example.com', 'T45'],
    ]);
    const table = await screen.findByRole('table', { name: 'Rows read from customers.xlsx' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(await screen.findByText('Nothing new: every row had already been imported.')).toBeTruthy();
    expect(screen.queryByText('Import failed. There are no valid rows.')).toBeNull();
    expect(within(table).getAllByText('Already imported')).toHaveLength(2);
    expect(within(table).queryByText('Error')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('0 imported2 already imported0 failed');
    expect(screen.queryByRole('button', { name: 'Download the failed rows' })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('takes a file dropped on the zone named by the page title', async () => {
    renderImporter(async () => ({}));
    const zone = await screen.findByRole('group', { name: 'Import Customers' });
    expect(zone.textContent).toContain('Drop the Customers spreadsheet (.xlsx or .csv) here');
    const file = xlsxFile([
      ['Name', 'Address', 'Phone', 'Email', 'Term'],
      ['Acme', null, null, 'acme@example.com', 'T30'],
    ]);
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByRole('table', { name: 'Rows read from customers.xlsx' })).toBeTruthy();
  });

  it('shows why a file was refused and lets the user pick another', async () => {
    renderImporter(async () => ({}));
    const input = await screen.findByLabelText('Choose an .xlsx or .csv file');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'customers.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Only .xlsx or .csv files are allowed'));
    // A CSV saved as Windows-1252 ("S\xe3o"): refused as a whole, with how to save it.
    // The picker is drawn anew after each read, so it is found again.
    fireEvent.change(screen.getByLabelText('Choose an .xlsx or .csv file'), {
      target: { files: [new File([Uint8Array.from([78, 10, 83, 0xe3, 111])], 'customers.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^This CSV file is not UTF-8\./));
    expect(screen.getByLabelText('Choose an .xlsx or .csv file')).toBeTruthy();
  });
});
