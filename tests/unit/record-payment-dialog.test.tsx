// @vitest-environment jsdom
/** "Record payment": shows total, paid so far and balance due; the amount starts at the balance; a refusal is shown as said. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordPaymentDialog } from '../../src/custom/invoice/RecordPaymentDialog';
import { renderAdmin } from './helpers/render-admin';

afterEach(cleanup);

const invoice: RaRecord = {
  id: '00000000-0000-4000-8000-000000000009',
  valueID: 12,
  status: 'Pending',
  total: 100,
  paid: 40.5,
};

function renderDialog(create: DataProvider['create'], locale: 'en' | 'pt-BR' = 'en') {
  const onClose = vi.fn();
  const dataProvider = { create } as unknown as DataProvider;
  renderAdmin(createElement(RecordPaymentDialog, { invoice, onClose }), { dataProvider, locale, notifications: true });
  return { onClose };
}

describe('RecordPaymentDialog', () => {
  it('shows total, paid so far and balance with two decimals, and records the balance by default', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 'p1' } }));
    const { onClose } = renderDialog(create as unknown as DataProvider['create']);
    expect(screen.getByTestId('invoice-total').textContent).toBe('$100.00');
    expect(screen.getByTestId('invoice-paid').textContent).toBe('$40.50');
    expect(screen.getByTestId('invoice-balance').textContent).toBe('$59.50');
    expect((screen.getByLabelText('Amount *') as HTMLInputElement).value).toBe('59.50');
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('invoicePayment');
    expect(create.mock.calls[0][1].data).toMatchObject({
      invoice: invoice.id,
      amount: 59.5,
      date: format(new Date(), 'yyyy-MM-dd'),
    });
    expect(await screen.findByText('Payment recorded: invoice #12 is paid')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("a refused payment is told as the server says it, in the reader's language, and the dialog stays open", async () => {
    const message = 'Este pagamento é maior que o saldo devedor da fatura 12 (59.50)';
    const create = vi.fn(async () => {
      throw new Error(message);
    });
    const { onClose } = renderDialog(create as unknown as DataProvider['create'], 'pt-BR');
    expect(screen.getByText('Saldo devedor')).toBeTruthy();
    expect(screen.getByTestId('invoice-balance').textContent).toBe('US$\u00a059,50');
    fireEvent.change(screen.getByLabelText('Valor *'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
