// @vitest-environment jsdom
/**
 * /invoice/new-from-packing: refuses void or billed packing lists, else a form prefilled from the
 * server's prefill of the packing list (GET /api/packing/:id/invoice-prefill, the part's price included).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoiceFromPacking from '../../src/custom/invoice/InvoiceFromPacking';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
// The prefill route's answer for the packing list in view (tests/api/form-prefill.test.ts checks the route itself).
const prefills = vi.hoisted(() => ({ answer: undefined as unknown, paths: [] as string[] }));
vi.mock('../../src/providers/api', async () => (await import('./helpers/recording-api')).recordingApi(prefills));
afterEach(cleanup);

// Ids are uuids, as the form's validator requires.
const ids = {
  packing: '00000000-0000-4000-8000-000000000001',
  customer: '00000000-0000-4000-8000-000000000002',
  product: '00000000-0000-4000-8000-000000000003',
};
const packing: RaRecord = {
  id: ids.packing,
  valueID: 7,
  status: 'Active',
  customer: ids.customer,
  product: ids.product,
  quantity: 4,
  invoice: null,
  labels: {},
};
const records: Record<string, RaRecord[]> = {
  customer: [{ id: ids.customer, name: 'Acme' }],
  product: [{ id: ids.product, part: 'X-100', customer: ids.customer, price: 12.5 }],
};

function renderPage(current: RaRecord, url = `/invoice/new-from-packing?packing=${current.id}`) {
  const label = (id: unknown, text: unknown) => (id ? { id, label: String(text) } : null);
  prefills.answer = {
    packing: label(current.id, current.valueID),
    status: current.status,
    quantity: current.quantity,
    unitPrice: 12.5,
    customer: label(current.customer, 'Acme'),
    product: label(current.product, 'X-100'),
    invoice: label(current.invoice, current.labels?.invoice),
  };
  const all: Record<string, RaRecord[]> = { ...records, packing: [current] };
  const find = (resource: string, id: unknown) => all[resource]?.find((r) => r.id === id);
  const autocomplete = vi.fn(async () => [{ id: current.id, label: String(current.valueID) }]);
  const create = vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 'i1' } }));
  const dataProvider = {
    getOne: async (resource: string, { id }: { id: unknown }) => ({ data: find(resource, id) }),
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: ids.map((id) => find(resource, id)).filter(Boolean),
    }),
    getList: async (resource: string) => ({ data: all[resource] ?? [], total: all[resource]?.length ?? 0 }),
    autocomplete,
    create,
  } as unknown as DataProvider;
  renderAdmin(createElement(InvoiceFromPacking), { url, dataProvider });
  return { create, autocomplete };
}

describe('InvoiceFromPacking', () => {
  it('says a void packing list cannot be invoiced and offers no form', async () => {
    renderPage({ ...packing, status: 'Void' });
    expect(await screen.findByText('This packing list is void and cannot be invoiced.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('names the invoice that already bills the packing list and links to it', async () => {
    renderPage({ ...packing, invoice: 'i9', labels: { invoice: 42 } });
    expect(await screen.findByText('Invoice #42 already bills this packing list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open invoice #42' }).getAttribute('href')).toBe('/invoice/i9');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("prefills packing list, customer, part, the part's price, Pending and today, and saves them as they are", async () => {
    const { create } = renderPage(packing);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect((screen.getByLabelText('Unit price') as HTMLInputElement).value).toBe('12.50'));
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      packing: ids.packing,
      customer: ids.customer,
      product: ids.product,
      unitPrice: 12.5,
      status: 'Pending',
      date: format(new Date(), 'yyyy-MM-dd'),
    });
    expect(prefills.paths.at(-1)).toBe(`packing/${ids.packing}/invoice-prefill`);
  });

  it('lists packing lists by number and loads the one chosen', async () => {
    const { autocomplete } = renderPage(packing, '/invoice/new-from-packing');
    const picker = await screen.findByRole('combobox', { name: 'Packing list' });
    // Typed as a user does: MUI resets the text of an unfocused input.
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '#7' } });
    await waitFor(() => expect(autocomplete).toHaveBeenLastCalledWith('packing', '7', 20));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: '#7' })));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
