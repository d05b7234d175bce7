// @vitest-environment jsdom
/**
 * "Void" on a bath analysis and "Void invoice": offered while the record stands; the dialog names the record,
 * says what voiding does and asks a reason before it sends anything (tests/api/bath-analysis-void.test.ts and
 * tests/api/invoice-void.test.ts check the server).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { RecordContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoidAnalysisButton } from '../../src/custom/bath/VoidAnalysisButton';
import { VoidInvoiceButton } from '../../src/custom/invoice/VoidInvoiceButton';
import { changedData } from '../../src/providers/dataProvider';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
const sent = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));
vi.mock('../../src/providers/api', () => ({
  apiFetch: async (path: string, options: unknown) => {
    sent.calls.push([path, options]);
    return {};
  },
}));
afterEach(() => {
  cleanup();
  sent.calls = [];
});

const analysis: RaRecord = {
  id: 'a1',
  parameter: 'Nickel metal',
  value: 95.5,
  unit: 'g/L',
  flag: 'high',
  voided: false,
};
const invoice: RaRecord = {
  id: 'i1',
  valueID: 1024,
  status: 'Pending',
  date: '2026-03-02',
  packing: 'p1',
  customer: 'c1',
  product: 'pr1',
  unitPrice: 2.5,
  total: 100,
  paid: 0,
  voidReason: null,
};

function render(
  record: RaRecord,
  button: () => ReactElement | null,
  dataProvider = {} as DataProvider,
  locale: 'en' | 'pt-BR' = 'en',
) {
  renderAdmin(createElement(RecordContextProvider, { value: record, children: createElement(button) }), {
    dataProvider,
    notifications: true,
    locale,
  });
}

describe('Void on a bath analysis', () => {
  it('is not offered on a void analysis', async () => {
    render({ ...analysis, voided: true }, VoidAnalysisButton);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Void this analysis' })).toBeNull());
  });

  it('confirms, asks a reason before sending, then voids with it and says so', async () => {
    render(analysis, VoidAnalysisButton);
    fireEvent.click(await screen.findByRole('button', { name: 'Void this analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void the analysis of Nickel metal (95.5 g/L)?' });
    expect(within(dialog).getByText(/stays on record, marked void/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await within(dialog).findByText(/required/i);
    expect(sent.calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason *'), { target: { value: 'Sample diluted twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.calls[0]).toEqual([
      'bath-analysis/a1/void',
      { method: 'POST', body: { data: { voidReason: 'Sample diluted twice' } } },
    ]);
    expect(await screen.findByText('Analysis voided')).toBeTruthy();
  });

  it('in Portuguese', async () => {
    render(analysis, VoidAnalysisButton, {} as DataProvider, 'pt-BR');
    fireEvent.click(await screen.findByRole('button', { name: 'Anular esta análise' }));
    expect(await screen.findByRole('dialog', { name: 'Anular a análise de Nickel metal (95,5 g/L)?' })).toBeTruthy();
  });
});

describe('Void invoice', () => {
  it('is not offered on a Void invoice', async () => {
    render({ ...invoice, status: 'Void' }, VoidInvoiceButton);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull());
  });

  it('confirms, asks a reason before sending, then sends Void with the reason', async () => {
    const updates: unknown[] = [];
    const dataProvider = {
      // As the real one: only what differs from the record goes to the server (dataProvider.ts changedData).
      update: async (
        resource: string,
        params: { id: string; data: Record<string, unknown>; previousData: Record<string, unknown> },
      ) => {
        updates.push([resource, params.id, changedData(resource, params.data, params.previousData)]);
        return { data: { ...invoice, status: 'Void' } };
      },
    } as unknown as DataProvider;
    render(invoice, VoidInvoiceButton, dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice 1024?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await within(dialog).findByText(/required/i);
    expect(updates).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Void reason *'), { target: { value: 'Billed twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(updates).toEqual([['invoice', 'i1', { voidReason: 'Billed twice', status: 'Void' }]]));
    expect(await screen.findByText('Invoice voided')).toBeTruthy();
  });
});
