// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ListContextProvider, Notification, type DataProvider, type ListControllerResult } from 'react-admin';
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

function renderButton(exportAll: (resource: string, params: object) => Promise<object[]>, resource: ResourceDefinition = customer) {
  const dataProvider = { exportAll } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', { allowMissing: true });
  const list = { filterValues: { name: 'Ac' }, sort: { field: 'name', order: 'ASC' } } as unknown as ListControllerResult;
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
    const exportAll = vi.fn(async () => [{ id: 'c1', name: 'Acme', term: 'T30' }]);
    renderButton(exportAll);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    expect(exportAll).toHaveBeenCalledWith('customer', { filter: { name: 'Ac' }, sort: { field: 'name', order: 'ASC' } });
    // SheetJS is imported on demand, after the rows arrive.
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledTimes(1));
    const [workbook, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0];
    expect(workbook.SheetNames).toEqual(['Customers']);
    expect(fileName).toMatch(/^customer_\d+\.xlsx$/);
  });

  it('says there is no data to export when nothing matches', async () => {
    vi.mocked(XLSX.writeFile).mockClear();
    renderButton(async () => []);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    expect(await screen.findByText('No data to export')).toBeTruthy();
    expect(XLSX.writeFile).not.toHaveBeenCalled();
  });

  it("gives money columns a format in the shop's currency", async () => {
    vi.mocked(XLSX.writeFile).mockClear();
    setShopSettings({ ...defaultSettings, currency: 'BRL' });
    renderButton(async () => [{ id: 'p1', part: 'P-1', name: 'Bracket', price: '12.5' }], product);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export' })));
    await waitFor(() => expect(XLSX.writeFile).toHaveBeenCalledTimes(1));
    const [workbook] = vi.mocked(XLSX.writeFile).mock.calls[0];
    const [header, row] = (workbook.Sheets[workbook.SheetNames[0]] as unknown as { '!data': XLSX.CellObject[][] })['!data'];
    const price = row[header.findIndex((cell) => cell.v === 'Price')];
    expect(price).toMatchObject({ t: 'n', v: 12.5, z: '"R$"#,##0.00' });
    setShopSettings({ ...defaultSettings });
  });
});
