// @vitest-environment jsdom
/**
 * "Reverse" in an invoice's payments: offered on a standing payment only (not on a reversal, not on
 * a payment already reversed, not on a Void invoice); the dialog asks a reason before it sends
 * POST /api/invoice-payment/:id/reverse (tests/api/payment-reversal.test.ts checks the route).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { RecordContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicePayments } from '../../src/custom/invoice/InvoicePayments';
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

const invoice: RaRecord = {
  id: '00000000-0000-4000-8000-000000000009',
  valueID: 12,
  status: 'Pending',
  total: 100,
  paid: 30,
};
const payments: RaRecord[] = [
  { id: 'p1', invoice: invoice.id, date: '2026-03-01', amount: 20, check: 'CHK-1', notes: null, reverses: null },
  { id: 'p2', invoice: invoice.id, date: '2026-03-02', amount: 30, check: 'CHK-2', notes: null, reverses: null },
  {
    id: 'p3',
    invoice: invoice.id,
    date: '2026-03-03',
    amount: -20,
    check: 'CHK-1',
    notes: 'Twice by mistake',
    reverses: 'p1',
  },
];

function renderPayments(record: RaRecord = invoice, locale: 'en' | 'pt-BR' = 'en') {
  const dataProvider = {
    getList: async () => ({ data: payments, total: payments.length }),
  } as unknown as DataProvider;
  renderAdmin(createElement(RecordContextProvider, { value: record, children: createElement(InvoicePayments) }), {
    dataProvider,
    notifications: true,
    locale,
  });
}

describe('Reverse in the payments table', () => {
  it('is offered on the standing payment only; the reversed one and its reversal say what happened', async () => {
    renderPayments();
    expect(await screen.findByRole('button', { name: 'Reverse the payment of 03/02/2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reverse the payment of 03/01/2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reverse the payment of 03/03/2026' })).toBeNull();
    expect(screen.getByText('Reversed on 03/03/2026')).toBeTruthy();
    expect(screen.getByText('Reversal of the payment of 03/01/2026')).toBeTruthy();
    // Money in the shop's currency (USD until the company profile says otherwise).
    expect(screen.getByText('-$20.00')).toBeTruthy();
    expect(screen.getByText('$30.00')).toBeTruthy();
  });

  it('is not offered on a Void invoice', async () => {
    renderPayments({ ...invoice, status: 'Void' });
    await screen.findByText('Reversed on 03/03/2026');
    expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
  });

  it('asks for a reason, then sends the reversal with it and says so', async () => {
    renderPayments();
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse the payment of 03/02/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the payment of $30.00 of 03/02/2026?' });
    expect(within(dialog).getByText(/an entry of −\$30\.00 takes it back/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await within(dialog).findByText(/required/i);
    expect(sent.calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason *'), { target: { value: 'Entered on the wrong invoice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    const [path, options] = sent.calls[0];
    expect(path).toBe('invoice-payment/p2/reverse');
    expect(options).toMatchObject({
      method: 'POST',
      body: { data: { notes: 'Entered on the wrong invoice', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } },
    });
    expect(await screen.findByText('Payment reversed')).toBeTruthy();
  });

  it('refuses a date before the payment it reverses, naming that date, and sends nothing', async () => {
    renderPayments();
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse the payment of 03/02/2026' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason *'), { target: { value: 'Wrong invoice' } });
    const date = within(dialog).getByLabelText('Date *');
    fireEvent.change(date, { target: { value: '03/01/2026' } });
    fireEvent.blur(date);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(
      await within(dialog).findByText('Date must not be before 03/02/2026, the date of the payment it reverses'),
    ).toBeTruthy();
    expect(sent.calls).toEqual([]);
  });

  it('writes the amount in the shop currency and the date as Portuguese does, in pt-BR', async () => {
    renderPayments(invoice, 'pt-BR');
    fireEvent.click(await screen.findByRole('button', { name: 'Estornar o pagamento de 02/03/2026' }));
    const dialog = await screen.findByRole('dialog');
    // Intl puts a no-break space after the symbol.
    const title = within(dialog)
      .getByRole('heading')
      .textContent?.replace(/\u00a0/g, ' ');
    expect(title).toBe('Estornar o pagamento de US$ 30,00 de 02/03/2026?');
    expect(
      screen.getByText(
        (_, node) => node?.tagName === 'TD' && node.textContent?.replace(/\u00a0/g, ' ') === '-US$ 20,00',
      ),
    ).toBeTruthy();
  });
});
