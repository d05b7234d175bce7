// @vitest-environment jsdom
/** The invoice and packing pages offer their PDFs as buttons named after each document, fetching the server's document routes. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import type { DataProvider, RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InvoiceShow from '../../src/custom/invoice/InvoiceShow';
import PackingShow from '../../src/custom/packing/PackingShow';
import { apiFetchBlob } from '../../src/providers/api';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
vi.mock('../../src/providers/api', async (original) => ({ ...(await original<object>()), apiFetchBlob: vi.fn() }));

const invoiceId = '00000000-0000-4000-8000-000000000031';
const packingId = '00000000-0000-4000-8000-000000000032';
// Rows as the API answers them: the stored links are there, and are not shown a second time.
const invoice: RaRecord = {
  id: invoiceId,
  valueID: 7,
  status: 'Pending',
  date: '2099-01-01',
  total: 30,
  paid: 0,
  url: `/api/invoice/${invoiceId}/pdf`,
  labels: {},
};
const packing: RaRecord = {
  id: packingId,
  valueID: 9,
  date: '2099-01-01',
  quantity: 3,
  invoice: null,
  labels: {},
  url: `/api/packing/${packingId}/pdf`,
  certificateUrl: `/api/packing/${packingId}/certificate`,
};

beforeEach(() => {
  vi.mocked(apiFetchBlob)
    .mockReset()
    .mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
  vi.spyOn(window, 'open').mockReturnValue({
    closed: false,
    location: { href: '' },
    close: vi.fn(),
  } as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(path: string, view: ComponentType, record: RaRecord, locale: TestLocale = 'en') {
  const dataProvider = {
    getOne: async () => ({ data: record }),
    getMany: async () => ({ data: [] }),
    getList: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  const page = createElement(
    Routes,
    null,
    createElement(Route, { path: `/${path}/:id`, element: createElement(view) }),
  );
  renderAdmin(page, { url: `/${path}/${record.id}`, dataProvider, locale });
}

async function click(name: string) {
  await act(async () => fireEvent.click(await screen.findByRole('button', { name })));
}

describe('document buttons on the show pages', () => {
  it('the invoice page: "Invoice PDF" fetches the invoice PDF; no bare Open PDF link among the fields', async () => {
    show('invoice', InvoiceShow, invoice);
    await click('Invoice PDF');
    expect(apiFetchBlob).toHaveBeenCalledWith(`/api/invoice/${invoiceId}/pdf`);
    expect(screen.queryByRole('button', { name: 'Open PDF' })).toBeNull();
  });

  it('the packing page: "Packing slip" and "Certificate of conformance" fetch their own routes', async () => {
    show('packing', PackingShow, packing);
    await click('Packing slip');
    expect(apiFetchBlob).toHaveBeenLastCalledWith(`/api/packing/${packingId}/pdf`);
    await click('Certificate of conformance');
    expect(apiFetchBlob).toHaveBeenLastCalledWith(`/api/packing/${packingId}/certificate`);
    expect(screen.queryByRole('button', { name: 'Open PDF' })).toBeNull();
  });

  it('in Portuguese, and for a record saved before its certificate link existed', async () => {
    show('packing', PackingShow, { ...packing, certificateUrl: null }, 'pt-BR');
    await click('Certificado de conformidade');
    expect(apiFetchBlob).toHaveBeenLastCalledWith(`/api/packing/${packingId}/certificate`);
    expect(await screen.findByRole('button', { name: 'Romaneio' })).toBeTruthy();
  });
});
