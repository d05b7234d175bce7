// @vitest-environment jsdom
/** The packing show's billing actions: Create invoice only for an Active, unbilled packing list and invoiceCreate; else its invoice. */
import { cleanup, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../resources/kit/permissions';
import { can } from '../../src/providers/authProvider';
import { CreateInvoiceButton } from '../../src/custom/packing/CreateInvoiceButton';
import { InvoiceChip } from '../../src/custom/packing/InvoiceChip';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: vi.fn() }));

let granted: Permission[] = [];
beforeEach(() => {
  granted = ['invoiceCreate', 'invoiceRead'];
  vi.mocked(can).mockImplementation((permission) => permission === undefined || granted.includes(permission));
});
afterEach(cleanup);

const active: RaRecord = { id: 'p1', valueID: 7, status: 'Active', invoice: null, labels: {} };
const billed: RaRecord = { ...active, invoice: 'i9', labels: { invoice: 42 } };

function renderActions(record: RaRecord) {
  renderAdmin(
    createElement(RecordContextProvider, {
      value: record,
      children: [
        createElement('span', { key: 'marker' }, 'actions:'),
        createElement(InvoiceChip, { key: 'chip' }),
        createElement(CreateInvoiceButton, { key: 'button' }),
      ],
    }),
  );
  return screen.findByText('actions:');
}

const createLink = () => screen.queryByRole('link', { name: 'Create invoice' });

describe('CreateInvoiceButton', () => {
  it('links an Active packing list without invoice to the invoice form with it chosen', async () => {
    await renderActions(active);
    const link = await screen.findByRole('link', { name: 'Create invoice' });
    expect(link.getAttribute('href')).toBe('/invoice/new-from-packing?packing=p1');
  });

  it('is hidden for a void packing list', async () => {
    await renderActions({ ...active, status: 'Void' });
    expect(createLink()).toBeNull();
  });

  it('is hidden without invoiceCreate', async () => {
    granted = ['invoiceRead'];
    await renderActions(active);
    expect(createLink()).toBeNull();
  });

  it('gives way to a link to the invoice once one bills the packing list', async () => {
    await renderActions(billed);
    const chip = await screen.findByRole('link', { name: 'Invoice #42' });
    expect(chip.getAttribute('href')).toBe('/invoice/i9');
    expect(createLink()).toBeNull();
  });

  it('names the invoice without linking to it for someone who cannot read invoices', async () => {
    granted = ['invoiceCreate'];
    await renderActions(billed);
    expect(await screen.findByText('Invoice #42')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
