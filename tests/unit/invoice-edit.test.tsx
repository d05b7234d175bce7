// @vitest-environment jsdom
/** The invoice form: the status is shown, never chosen (only "Void invoice" voids, through its dialog); what the server keeps is shown read-only; payments are recorded from it. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InvoiceEdit from '../../src/custom/invoice/InvoiceEdit';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const id = '00000000-0000-4000-8000-000000000010';
const invoice: RaRecord = {
  id,
  valueID: 3,
  status: 'Pending',
  date: '2099-01-01',
  dueDate: '2099-01-31',
  packing: '00000000-0000-4000-8000-000000000011',
  customer: '00000000-0000-4000-8000-000000000012',
  product: '00000000-0000-4000-8000-000000000013',
  unitPrice: 2.5,
  total: 20,
  paid: 5,
  paymentDate: '2099-01-05',
  check: '77',
  labels: {},
};
const packing: RaRecord = { id: invoice.packing, quantity: 8 };

function renderEdit(stored: RaRecord = invoice) {
  const find = (resource: string) => (resource === 'invoice' ? stored : resource === 'packing' ? packing : undefined);
  const dataProvider = {
    getOne: async (resource: string) => ({ data: find(resource) }),
    getMany: async () => ({ data: [] }),
    getList: async () => ({ data: [], total: 0 }),
    autocomplete: async () => [],
  } as unknown as DataProvider;
  const page = createElement(
    Routes,
    null,
    createElement(Route, { path: '/invoice/:id/edit', element: createElement(InvoiceEdit) }),
  );
  renderAdmin(page, { url: `/invoice/${id}/edit`, dataProvider });
}

/** The status as the form shows it: read-only, with no list to choose another from. */
async function shownStatus() {
  const status = (await screen.findByLabelText('Status')) as HTMLInputElement;
  expect(status.readOnly).toBe(true);
  expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
  return status.value;
}

describe('InvoiceEdit', () => {
  it('shows its status, quantity, unit price, total, paid and due date read-only; Void only through its dialog', async () => {
    renderEdit();
    expect(await shownStatus()).toBe('Pending');
    expect(screen.queryByLabelText(/Void reason/)).toBeNull();
    const shown = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(await screen.findByDisplayValue('8')).toBeTruthy();
    expect([shown('Unit price').value, shown('Total').value, shown('Paid').value, shown('Due date').value]).toEqual([
      '$2.50',
      '$20.00',
      '$5.00',
      '01/31/2099',
    ]);
    for (const label of ['Unit price', 'Total', 'Paid', 'Due date']) expect(shown(label).readOnly).toBe(true);
    expect(screen.queryByLabelText('Check Number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy();
    expect(screen.getByTestId('invoice-balance').textContent).toBe('$15.00');
    fireEvent.click(screen.getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByRole('dialog', { name: 'Void invoice 3?' })).toBeTruthy();
  });

  it('a paid invoice shows Paid, and no Record payment: nothing is due', async () => {
    renderEdit({ ...invoice, status: 'Paid', paid: 20 });
    expect(await shownStatus()).toBe('Paid');
    expect(screen.getByTestId('invoice-balance').textContent).toBe('$0.00');
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('a void invoice shows why it was voided, and offers no Void invoice', async () => {
    renderEdit({ ...invoice, status: 'Void', voidReason: 'Billed to the wrong plant' });
    expect(await shownStatus()).toBe('Void');
    expect((screen.getByLabelText('Void reason') as HTMLInputElement).value).toBe('Billed to the wrong plant');
    expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
  });
});
