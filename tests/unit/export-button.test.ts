// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ListContextProvider, Notification, type DataProvider, type ListControllerResult } from 'react-admin';
import * as XLSX from 'xlsx';
import en from '../../i18n/en';
import customer from '../../resources/customer';
import { ExportButton } from '../../src/views/export/ExportButton';

vi.mock('xlsx', async (original) => ({ ...(await original<typeof import('xlsx')>()), writeFile: vi.fn() }));

afterEach(cleanup);

function renderButton(exportAll: (resource: string, params: object) => Promise<object[]>) {
  const dataProvider = { exportAll } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => en, 'en', { allowMissing: true });
  const list = { filterValues: { name: 'Ac' }, sort: { field: 'name', order: 'ASC' } } as unknown as ListControllerResult;
  return render(
    createElement(
      AdminContext,
      { dataProvider, i18nProvider },
      createElement(ListContextProvider, { value: list, children: createElement(ExportButton, { resource: customer }) }),
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
});
