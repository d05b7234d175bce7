// @vitest-environment jsdom
/**
 * /packing/new: the shipper chosen in the form, or given in the address (as a shipper's page opens it),
 * brings its customer and part, and its PO and RMA while those are empty, from the server's prefill
 * (GET /api/shipper/:id/packing-prefill; tests/api/form-prefill.test.ts checks the route itself).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PackingCreate from '../../src/custom/packing/PackingCreate';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
const prefills = vi.hoisted(() => ({ answer: undefined as unknown, paths: [] as string[] }));
vi.mock('../../src/providers/api', async () => (await import('./helpers/recording-api')).recordingApi(prefills));
afterEach(cleanup);

// Ids are uuids, as the form's validator requires.
const ids = {
  shipper: '00000000-0000-4000-8000-000000000011',
  customer: '00000000-0000-4000-8000-000000000012',
  product: '00000000-0000-4000-8000-000000000013',
};
const records: Record<string, RaRecord[]> = {
  shipper: [{ id: ids.shipper, label: '12' }],
  customer: [{ id: ids.customer, label: 'Acme' }],
  product: [{ id: ids.product, label: 'X-100' }],
};

function renderPage(url: string) {
  prefills.answer = {
    shipper: { id: ids.shipper, label: '12' },
    customer: { id: ids.customer, label: 'Acme' },
    product: { id: ids.product, label: 'X-100' },
    po: 'PO-7',
    rma: null,
    quantity: 10,
    packed: 4,
    remaining: 6,
  };
  const find = (resource: string, id: unknown) => records[resource]?.find((r) => r.id === id);
  const create = vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 'k1' } }));
  const dataProvider = {
    getOne: async (resource: string, { id }: { id: unknown }) => ({ data: find(resource, id) }),
    getMany: async (resource: string, { ids: wanted }: { ids: unknown[] }) => ({
      data: wanted.map((id) => find(resource, id)).filter(Boolean),
    }),
    getList: async (resource: string) => ({ data: records[resource] ?? [], total: records[resource]?.length ?? 0 }),
    autocomplete: async (resource: string) => records[resource] ?? [],
    create,
  } as unknown as DataProvider;
  renderAdmin(createElement(PackingCreate), { url, dataProvider });
  return create;
}

const valueOf = (label: string) => (screen.getByRole('combobox', { name: label }) as HTMLInputElement).value;

describe('PackingCreate', () => {
  it('opened from a shipper, starts with its customer, part and PO, and saves them', async () => {
    const create = renderPage(`/packing/new?source=${encodeURIComponent(JSON.stringify({ shipper: ids.shipper }))}`);
    await waitFor(() => expect(valueOf('Customer *')).toBe('Acme'));
    await waitFor(() => expect(valueOf('Part Number *')).toBe('X-100'));
    expect((screen.getByLabelText('PO') as HTMLInputElement).value).toBe('PO-7');
    expect(prefills.paths).toContain(`shipper/${ids.shipper}/packing-prefill`);
    fireEvent.change(screen.getByLabelText('Quantity *'), { target: { value: '6' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      shipper: ids.shipper,
      customer: ids.customer,
      product: ids.product,
      po: 'PO-7',
      quantity: 6,
    });
  });

  it('fills customer and part when a shipper is picked, keeping a PO already typed', async () => {
    renderPage('/packing/new');
    fireEvent.change(await screen.findByLabelText('PO'), { target: { value: 'MINE-1' } });
    expect(valueOf('Customer *')).toBe('');
    const picker = screen.getByRole('combobox', { name: 'Shipper *' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '12' } });
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: '12' })));
    await waitFor(() => expect(valueOf('Customer *')).toBe('Acme'));
    await waitFor(() => expect(valueOf('Part Number *')).toBe('X-100'));
    expect((screen.getByLabelText('PO') as HTMLInputElement).value).toBe('MINE-1');
  });
});
