// @vitest-environment jsdom
/** References are links only where the user may read the target: a packing editor's list led to /403 (issue 38). */
import { cleanup, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import { viewUrl } from '../../resources/kit/derive';
import { fieldDisplay } from '../../src/views/fields/FieldDisplay';
import { renderAdmin } from './helpers/render-admin';
import { signInAs } from './helpers/signed-in';

vi.mock('../../src/auth/session', () => ({ signOutEverywhere: vi.fn() }));
afterEach(cleanup);

const customerId = '00000000-0000-4000-8000-000000000001';
const invoiceId = '00000000-0000-4000-8000-000000000009';
const packingRow = {
  id: '00000000-0000-4000-8000-000000000005',
  customer: customerId,
  invoice: invoiceId,
  labels: { customer: 'Acme Plating', invoice: 'Invoice 12' },
};

function showCells(roles: string[]) {
  signInAs(roles, { fullName: 'Pat' });
  const fields = resources.packing.fields;
  renderAdmin(
    <RecordContextProvider value={packingRow}>
      {fieldDisplay('customer', fields.customer)}
      {fieldDisplay('invoice', fields.invoice)}
    </RecordContextProvider>,
  );
}

describe('RecordLink', () => {
  it("shows a packing editor the customer and invoice as text: they may read neither's page", () => {
    showCells(['packingEditor']);
    expect(screen.getByText('Acme Plating')).toBeTruthy();
    expect(screen.getByText('Invoice 12')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('links each for a user who may read them, to the record page', () => {
    showCells(['owner']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Acme Plating', viewUrl(resources.customer, customerId)],
      ['Invoice 12', viewUrl(resources.invoice, invoiceId)],
    ]);
  });

  it('links only what the role reads: an invoice viewer follows the invoice, not the customer', () => {
    showCells(['invoiceViewer']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Invoice 12']);
  });
});
