// @vitest-environment jsdom
/**
 * An invoice's page: the invoice as it prints (the server's document text) with its total, amount paid and balance
 * due said once, its payments with two decimals, Record payment while money is due, and the record's fields folded below.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoiceShow from '../../src/custom/invoice/InvoiceShow';
import type { DocumentText } from '../../resources/kit/document-text';
import { getShopSettings, setShopSettings } from '../../src/providers/shop-settings';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const id = '00000000-0000-4000-8000-000000000020';
const invoice: RaRecord = { id, valueID: 4, status: 'Pending', date: '2099-01-01', total: 30, paid: 12.5, labels: {} };
const sheet: DocumentText = {
  letterhead: { name: 'Acme Plating Ltd.', details: ['100 Industrial Way', 'Dayton, OH 45402'] },
  title: 'Invoice',
  number: 'No. 4',
  meta: [
    ['Invoice date', '01/01/2099'],
    ['Terms', 'Net 30'],
  ],
  parties: [['Bill to', 'Galvânica\nRua da Conceição, 12']],
  table: {
    columns: [
      { label: 'Part Number', width: 0.5 },
      { label: 'Amount', width: 0.5, align: 'right' },
    ],
    rows: [['PN-1', '$30.00']],
  },
  totals: [
    ['Total', '$30.00'],
    ['Amount paid', '$12.50'],
    ['Balance due', '$17.50'],
  ],
  blocks: [['Payment instructions', 'Remit to First Bank']],
};
const payments: RaRecord[] = [
  { id: 'p1', invoice: id, date: '2099-01-02', amount: 10, check: 'CHK-1', notes: null },
  { id: 'p2', invoice: id, date: '2099-01-03', amount: 2.5, check: null, notes: 'cash' },
];

describe('InvoiceShow', () => {
  it('shows the invoice as it prints, lists the payments, offers Record payment, and its fields fold away', async () => {
    const getList = vi.fn(async () => ({ data: payments, total: payments.length }));
    const documentText = vi.fn(async () => sheet);
    const dataProvider = {
      getOne: async () => ({ data: invoice }),
      getMany: async () => ({ data: [] }),
      getList,
      documentText,
    } as unknown as DataProvider;
    const page = createElement(
      Routes,
      null,
      createElement(Route, { path: '/invoice/:id', element: createElement(InvoiceShow) }),
    );
    renderAdmin(page, { url: `/invoice/${id}`, dataProvider });
    expect(await screen.findByText('CHK-1')).toBeTruthy();
    // In the shop's currency (USD until the company profile says otherwise).
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getByText('$2.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('invoicePayment', expect.objectContaining({ filter: { invoice: id } }));
    // The invoice as it prints: letterhead, title, bill to, its line and totals, from the server's document text.
    const printed = await screen.findByRole('article', { name: 'Invoice No. 4' });
    for (const text of ['Acme Plating Ltd.', 'Net 30', 'PN-1', 'Remit to First Bank', '$17.50'])
      expect(within(printed).getByText(text)).toBeTruthy();
    // The balance due is the printed one, not repeated in a second summary above the payments.
    expect(screen.getAllByText('Balance due')).toHaveLength(1);
    expect(screen.getAllByText('$17.50')).toHaveLength(1);
    expect(within(printed).getByRole('heading', { name: 'Invoice' })).toBeTruthy();
    expect(documentText).toHaveBeenCalledWith('invoice', id, 'pdf');
    // The record's own fields follow under Record details, open, and fold away.
    const details = screen.getByRole('button', { name: 'Record details' });
    expect(details.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('false');
  });

  it('in a shop billing in reais, shows the PIX code of the balance and its copia e cola text; a paid invoice none', async () => {
    const before = getShopSettings();
    setShopSettings({ ...before, currency: 'BRL' });
    try {
      const payload = '00020126360014br.gov.bcb.pix0114112223330001815204000053039865405' + '17.50' + '6304ABCD';
      const invoicePix = vi.fn(async () => ({ payload, amount: 17.5 }));
      const page = (record: RaRecord) => {
        const dataProvider = {
          getOne: async () => ({ data: record }),
          getMany: async () => ({ data: [] }),
          getList: async () => ({ data: [], total: 0 }),
          documentText: async () => sheet,
          invoicePix,
        } as unknown as DataProvider;
        const routes = createElement(
          Routes,
          null,
          createElement(Route, { path: '/invoice/:id', element: createElement(InvoiceShow) }),
        );
        return renderAdmin(routes, { url: `/invoice/${id}`, dataProvider });
      };
      page(invoice);
      expect(await screen.findByRole('heading', { name: /Pay R\$\s?17\.50 with PIX/ })).toBeTruthy();
      expect((screen.getByLabelText('PIX copy and paste (copia e cola)') as HTMLTextAreaElement).value).toBe(payload);
      expect(await screen.findByRole('img', { name: /PIX QR code/ })).toBeTruthy();
      expect(invoicePix).toHaveBeenCalledWith(id);
      cleanup();
      invoicePix.mockClear();
      page({ ...invoice, status: 'Paid', paid: 30 });
      await screen.findByRole('article', { name: 'Invoice No. 4' });
      expect(screen.queryByRole('heading', { name: /with PIX/ })).toBeNull();
      expect(invoicePix).not.toHaveBeenCalled();
    } finally {
      setShopSettings(before);
    }
  });
});
