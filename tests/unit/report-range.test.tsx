// @vitest-environment jsdom
/**
 * The product report's date range: in the address, typed and printed in the header as the interface
 * language writes dates, and From after To refused.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import type { DataProvider, RaRecord } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductReport from '../../src/custom/product/ProductReport';
import { defaultRange, rangeFromSearch, rangeProblem } from '../../src/custom/product/report-range';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const id = '00000000-0000-4000-8000-000000000030';
const product: RaRecord = { id, part: 'P-100', name: 'Bracket', labels: { customer: 'Acme' } };
const shipper: RaRecord = { id: 's1', valueID: 7, date: '2026-03-02', po: 'PO-1', quantity: 1500 };

let location = '';
function Where() {
  const here = useLocation();
  location = here.pathname + here.search;
  return null;
}

function renderReport(url: string, locale: 'en' | 'pt-BR' = 'en') {
  const getList = vi.fn(async (resource: string) => ({
    data: resource === 'shipper' ? [shipper] : [],
    total: resource === 'shipper' ? 1 : 0,
  }));
  const dataProvider = {
    getOne: async () => ({ data: product }),
    getList,
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  const page = createElement(
    Routes,
    null,
    createElement(Route, {
      path: '/product/:id/report',
      element: createElement('div', null, createElement(ProductReport), createElement(Where)),
    }),
  );
  renderAdmin(page, { url, dataProvider, locale });
  return getList;
}

describe('the report range rules', () => {
  it('takes the address, defaults a side left out to the last twelve months, keeps a side given empty open', () => {
    const today = new Date(2026, 10, 24);
    expect(defaultRange(today)).toEqual({ from: '2025-11-24', to: '2026-11-24' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-11-24',
    });
    expect(rangeFromSearch(new URLSearchParams('from=&to=2026-02-01'), today)).toEqual({ from: '', to: '2026-02-01' });
  });

  it('refuses From after To and a bound that is not a day, and accepts a one-day range', () => {
    expect(rangeProblem({ from: '2026-05-02', to: '2026-05-01' })).toEqual({
      key: 'custom.report.range.fromAfterTo',
      args: { from: '2026-05-02', to: '2026-05-01' },
    });
    expect(rangeProblem({ from: '2026-02-30', to: '' })?.key).toBe('custom.report.range.invalidDate');
    expect(rangeProblem({ from: 'yesterday', to: '' })?.args).toEqual({ value: 'yesterday' });
    expect(rangeProblem({ from: '2026-05-01', to: '2026-05-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '' })).toBeNull();
  });
});

describe('ProductReport', () => {
  it('reports on the range in the address, prints it in the header and writes a changed date back', async () => {
    const getList = renderReport(`/product/${id}/report?from=2026-01-01&to=2026-06-30`);
    expect(await screen.findByText('Period: 01/01/2026 to 06/30/2026')).toBeTruthy();
    expect(await screen.findByText('PO-1')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/01/2026');
    expect(getList).toHaveBeenCalledWith(
      'shipper',
      expect.objectContaining({ filter: { product: id, dateRange: ['2026-01-01', '2026-06-30'] } }),
    );

    // Typed as an American writes it: March 1st.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '03/01/2026' } });
    await waitFor(() => expect(location).toBe(`/product/${id}/report?from=2026-03-01&to=2026-06-30`));
    expect(await screen.findByText('Period: 03/01/2026 to 06/30/2026')).toBeTruthy();
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'shipper',
        expect.objectContaining({ filter: { product: id, dateRange: ['2026-03-01', '2026-06-30'] } }),
      ),
    );
  });

  it('takes and prints dates as Portuguese writes them (day first) in pt-BR', async () => {
    const getList = renderReport(`/product/${id}/report?from=2026-01-01&to=2026-06-30`, 'pt-BR');
    expect(await screen.findByText('Período: de 01/01/2026 a 30/06/2026')).toBeTruthy();
    // Counts grouped as Portuguese writes them, in the rows, the section's total and the summary.
    const section = await screen.findByRole('table', { name: 'Remessas' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['NºDataPedido (PO)Quantidade', '702/03/2026PO-11.500', 'Peças recebidas1.500']),
    );
    expect(screen.getByRole('region', { name: 'Resumo' }).textContent).toContain('1.500');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '01/03/2026' } });
    await waitFor(() => expect(location).toBe(`/product/${id}/report?from=2026-03-01&to=2026-06-30`));
    expect(await screen.findByText('Período: de 01/03/2026 a 30/06/2026')).toBeTruthy();
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'shipper',
        expect.objectContaining({ filter: { product: id, dateRange: ['2026-03-01', '2026-06-30'] } }),
      ),
    );
  });

  it('keeps a half-typed or impossible date in the box, changes nothing, and says how to write it once left', async () => {
    renderReport(`/product/${id}/report?from=2026-01-01&to=2026-06-30`);
    await screen.findByText('Period: 01/01/2026 to 06/30/2026');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '02/30/2026' } });
    expect(from.value).toBe('02/30/2026');
    expect(screen.queryByText(/is not a date/)).toBeNull();
    fireEvent.blur(from);
    expect(await screen.findByText('02/30/2026 is not a date: write it as mm/dd/yyyy.')).toBeTruthy();
    expect(location).toBe(`/product/${id}/report?from=2026-01-01&to=2026-06-30`);
    expect(screen.getByText('Period: 01/01/2026 to 06/30/2026')).toBeTruthy();
    // Emptied, the side has no bound.
    fireEvent.change(from, { target: { value: '' } });
    await waitFor(() => expect(location).toBe(`/product/${id}/report?from=&to=2026-06-30`));
    expect(await screen.findByText('Period: any date to 06/30/2026')).toBeTruthy();
  });

  it('refuses From after To with a message, fetching nothing and showing no zeros', async () => {
    const getList = renderReport(`/product/${id}/report?from=2026-07-01&to=2026-06-30`);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The From date (07/01/2026) is after the To date (06/30/2026): choose a From date on or before the To date.',
    );
    expect(await screen.findByRole('heading', { name: 'History of part P-100' })).toBeTruthy();
    expect(screen.queryByText('Parts received')).toBeNull();
    expect(screen.queryByText(/^Period:/)).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });

  it('refuses a date in the address that is not one', async () => {
    const getList = renderReport(`/product/${id}/report?from=2026-13-01`);
    expect((await screen.findByRole('alert')).textContent).toBe('2026-13-01 is not a date: use YYYY-MM-DD.');
    expect(getList).not.toHaveBeenCalled();
  });
});
