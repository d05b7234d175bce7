// @vitest-environment jsdom
/**
 * "Adjust stock": shows on hand now and after the quantity typed; records quantity, reason and today's
 * date against the product; a missing reason or quantity is asked for; a refusal is shown as said.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdjustStockDialog } from '../../src/custom/product/AdjustStockDialog';
import { renderAdmin } from './helpers/render-admin';

afterEach(cleanup);

const product: RaRecord = { id: '00000000-0000-4000-8000-000000000007', part: 'BR-100', inventory: 7 };

function renderDialog(create: DataProvider['create'], locale: 'en' | 'pt-BR' = 'en') {
  const onClose = vi.fn();
  const dataProvider = { create } as unknown as DataProvider;
  renderAdmin(createElement(AdjustStockDialog, { product, onClose }), { dataProvider, locale, notifications: true });
  return { onClose };
}

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('AdjustStockDialog', () => {
  it("shows on hand now and after, and records the adjustment against the product with today's date", async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 'a1' } }));
    const { onClose } = renderDialog(create as unknown as DataProvider['create']);
    expect(screen.getByText('Adjust stock of part BR-100')).toBeTruthy();
    expect(screen.getByTestId('on-hand-now').textContent).toBe('7');
    expect(screen.getByTestId('on-hand-after').textContent).toBe('—');
    fireEvent.change(screen.getByLabelText('Quantity (+/−) *'), { target: { value: '-2' } });
    expect(screen.getByTestId('on-hand-after').textContent).toBe('5');
    choose(/Reason/, 'Scrap');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('stockAdjustment');
    expect(create.mock.calls[0][1].data).toMatchObject({
      product: product.id,
      quantity: -2,
      reason: 'scrap',
      date: format(new Date(), 'yyyy-MM-dd'),
    });
    expect(await screen.findByText('Stock adjustment recorded: 5 on hand')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the quantity and the reason before sending anything', async () => {
    const create = vi.fn();
    renderDialog(create as unknown as DataProvider['create']);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Quantity (+/−) is required')).toBeTruthy();
    expect(await screen.findByText('Reason must be selected')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("a refusal is told as the server says it, in the reader's language, and the dialog stays open", async () => {
    const message = 'Isto deixaria a peça BR-100 abaixo de zero: há apenas 7 em estoque';
    const create = vi.fn(async () => {
      throw new Error(message);
    });
    const { onClose } = renderDialog(create as unknown as DataProvider['create'], 'pt-BR');
    expect(screen.getByText('Em estoque agora')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantidade (+/−) *'), { target: { value: '-9' } });
    expect(screen.getByTestId('on-hand-after').textContent).toBe('−2');
    choose(/Motivo/, 'Refugo');
    fireEvent.click(screen.getByRole('button', { name: 'Ajustar estoque' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
