// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import * as XLSX from 'xlsx';
import en from '../../i18n/en';
import customer from '../../resources/customer';
import product from '../../resources/product';
import type { ResourceDefinition } from '../../resources/kit/types';
import { defaultSettings } from '../../resources/kit/settings';
import { ExportButton } from '../../src/views/export/ExportButton';
import { setShopSettings } from '../../src/providers/shop-settings';

vi.mock('xlsx', async (original) => ({ ...(await original<typeof import('xlsx')>()), writeFile: vi.fn() }));

afterEach(cleanup);

type OnRows = (rows: object[]) => void;
type ExportAll = (resource: string, params: object, onRows: OnRows) => Promise<number>;

/** The data provider's export call, handing over `batches` as an answer arriving in pieces would. */
const exporting = (...batches: object[][]) =>
  vi.fn<ExportAll>(async (_resource, _params, onRows) => {
    for (const batch of batches) onRows(batch);
    return batches.flat().length;
  });

function renderButton(exportAll: ExportAll, resource: ResourceDefinition = customer, total?: number) {
  const dataProvider = { exportAll } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', { allowMissing: true });
  const list = {
    filterValues: { name: 'Ac' },
    sort: { field: 'name', order: 'ASC' },
    total,
  } as unknown as ListControllerResult;
  return render(
    createElement(
      AdminContext,
      { dataProvider, i18nProvider },
      createElement(ListContextProvider, { value: list, children: createElement(ExportButton, { resource }) }),
      createElement(Notification),
    ),
  );
}

describe('ExportButton', () => {
  it("fetches every row matching the list's filter and sort, then writes the workbook", async () => {
    const exportAll = exporting([{ id: 'c1', name: 'Acme', term: 'T30' }]);
    renderButton(exportAll);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    await waitFor(() => expect(exportAll).toHaveBeenCalledTimes(1));
    expect(exportAll).toHaveBeenCalledWith(
      'customer',
      { filter: { name: 'Ac' }, sort: { field: 'name', order: 'ASC' } },
      expect.any(Function),
    );
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledTimes(1));
    const [workbook, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0];
    expect(workbook.SheetNames).toEqual(['Customers']);
    expect(fileName).toMatch(/^customer_\d+\.xlsx$/);
  });

  it('says there is no data to export when nothing matches', async () => {
    vi.mocked(XLSX.writeFile).mockClear();
    renderButton(exporting());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    expect(await screen.findByText('No data to export')).toBeTruthy();
    expect(XLSX.writeFile).not.toHaveBeenCalled();
  });

  it("gives money columns a format in the shop's currency", async () => {
    vi.mocked(XLSX.writeFile).mockClear();
    setShopSettings({ ...defaultSettings, currency: 'BRL' });
    renderButton(exporting([{ id: 'p1', part: 'P-1', name: 'Bracket', price: '12.5' }]), product);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledTimes(1));
    const [workbook] = vi.mocked(XLSX.writeFile).mock.calls[0];
    const [header, row] = (workbook.Sheets[workbook.SheetNames[0]] as unknown as { '!data': XLSX.CellObject[][] })[
      '!data'
    ];
    const price = row[header.findIndex((cell) => cell.v === 'Price')];
    expect(price).toMatchObject({ t: 'n', v: 12.5, z: '"R$"#,##0.00' });
    setShopSettings({ ...defaultSettings });
  });

  it('writes every batch of the answer, in order, into one sheet, showing how much of the list has arrived', async () => {
    vi.mocked(XLSX.writeFile).mockClear();
    let release = () => {};
    const exportAll = vi.fn<ExportAll>(async (_resource, _params, onRows) => {
      onRows([
        { id: 'c1', name: 'Acme' },
        { id: 'c2', name: 'Borg' },
      ]);
      await new Promise<void>((resolve) => (release = resolve));
      onRows([
        { id: 'c3', name: 'Cyan' },
        { id: 'c4', name: 'Dune' },
      ]);
      return 4;
    });
    renderButton(exportAll, customer, 4);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    // Half the list arrived: the button's spinner says so.
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Export' })
          .querySelector('[role="progressbar"]')
          ?.getAttribute('aria-valuenow'),
      ).toBe('50'),
    );
    expect(XLSX.writeFile).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledTimes(1));
    const [workbook] = vi.mocked(XLSX.writeFile).mock.calls[0];
    const rows = (workbook.Sheets.Customers as unknown as { '!data': XLSX.CellObject[][] })['!data'];
    const name = rows[0].findIndex((cell) => cell.v === 'Name');
    expect(rows.map((row) => row[name]?.v)).toEqual(['Name', 'Acme', 'Borg', 'Cyan', 'Dune']);
    expect(workbook.Sheets.Customers['!ref']).toMatch(/^A1:[A-Z]+5$/);
  });
});
