// @vitest-environment jsdom
/** An invoice's page: total, paid so far and balance due, its payments with two decimals, and Record payment while money is due. */
import { cleanup, screen } from '@testing-library/react';
import { createElement } from 'react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoiceShow from '../../src/custom/invoice/InvoiceShow';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const id = '00000000-0000-4000-8000-000000000020';
const invoice: RaRecord = { id, valueID: 4, status: 'Pending', date: '2099-01-01', total: 30, paid: 12.5, labels: {} };
const payments: RaRecord[] = [
  { id: 'p1', invoice: id, date: '2099-01-02', amount: 10, check: 'CHK-1', notes: null },
  { id: 'p2', invoice: id, date: '2099-01-03', amount: 2.5, check: null, notes: 'cash' },
];

describe('InvoiceShow', () => {
  it('lists the payments and offers Record payment', async () => {
    const getList = vi.fn(async () => ({ data: payments, total: payments.length }));
    const dataProvider = {
      getOne: async () => ({ data: invoice }), getMany: async () => ({ data: [] }), getList,
    } as unknown as DataProvider;
    const page = createElement(Routes, null, createElement(Route, { path: '/invoice/:id', element: createElement(InvoiceShow) }));
    renderAdmin(page, { url: `/invoice/${id}`, dataProvider });
    expect(await screen.findByText('CHK-1')).toBeTruthy();
    // In the shop's currency (USD until the company profile says otherwise).
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getByText('$2.50')).toBeTruthy();
    expect(screen.getByTestId('invoice-balance').textContent).toBe('$17.50');
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('invoicePayment', expect.objectContaining({ filter: { invoice: id } }));
  });
});
