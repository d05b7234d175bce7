// @vitest-environment jsdom
/**
 * A list on a phone (src/views/ListCards.tsx, issue 41): each row a card saying whose record it is,
 * how much and when, and its status; the grid's selection and bulk delete; a card opens its record.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListBase, type DataProvider, type DeleteManyParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { BulkDeleteSelected } from '../../src/views/BulkDeleteSelected';
import { ListCards } from '../../src/views/ListCards';
import { renderAdmin, type TestLocale } from './helpers/render-admin';
import { signInAs } from './helpers/signed-in';

const invoices = [
  {
    id: 'a1',
    valueID: 1043,
    status: 'Pending',
    customer: 'c1',
    product: 'p1',
    total: '1234.5',
    dueDate: '2027-01-28',
    paid: null,
    labels: { customer: 'Autopeças Itaú Ltda', product: 'AIT-100' },
  },
  {
    id: 'a2',
    valueID: 1042,
    status: 'Void',
    customer: 'c2',
    product: 'p2',
    total: '80',
    dueDate: '2026-12-29',
    paid: null,
    labels: { customer: 'Acme Aerospace', product: 'ACM-7' },
  },
];
const deleted: DeleteManyParams[] = [];
const dataProvider = {
  getList: async () => ({ data: invoices, total: invoices.length }),
  deleteMany: async (_resource: string, params: DeleteManyParams) => {
    deleted.push(params);
    return { data: params.ids };
  },
} as unknown as DataProvider;

function renderCards(locale: TestLocale = 'en', selectable = true) {
  signInAs(['owner'], { email: 'owner@plating.test', firstName: 'Owner' });
  renderAdmin(
    <ListBase resource="invoice">
      <ListCards
        resource={resources.invoice}
        bulkActionButtons={selectable ? <BulkDeleteSelected resource={resources.invoice} /> : false}
        isRowSelectable={(record) => record.status !== 'Void'}
        canShow
      />
    </ListBase>,
    { dataProvider, locale },
  );
}

const card = (text: RegExp) => screen.getByText(text).closest('.MuiCard-root') as HTMLElement;

afterEach(() => {
  cleanup();
  deleted.length = 0;
});

describe('list cards', () => {
  it('say the number and customer, total and due date, part, and status; each opens its record', async () => {
    renderCards();
    const first = (await screen.findByText(/Autopeças Itaú Ltda/)).closest('.MuiCard-root') as HTMLElement;
    expect(first.textContent).toContain('1,043 · Autopeças Itaú Ltda');
    expect(first.textContent).toContain('Total $1,234.50');
    expect(first.textContent).toContain('Due date 01/28/2027');
    expect(first.textContent).toContain('AIT-100');
    expect(within(first).getByText('Pending')).toBeTruthy();
    // Nothing paid: no "Paid" with an empty value.
    expect(first.textContent).not.toContain('Paid');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/invoice/a1');
  });

  it('in Portuguese', async () => {
    renderCards('pt-BR');
    const first = (await screen.findByText(/Autopeças Itaú Ltda/)).closest('.MuiCard-root') as HTMLElement;
    expect(first.textContent).toContain('1.043 · Autopeças Itaú Ltda');
    expect(within(first).getByText('Pendente')).toBeTruthy();
  });

  it('select one, or all that may be, and delete them after a confirmation', async () => {
    renderCards();
    await screen.findByText(/Acme Aerospace/);
    const voided = within(card(/Acme Aerospace/)).getByRole('checkbox') as HTMLInputElement;
    expect(voided.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the only row' }));
    expect((within(card(/Autopeças/)).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete 1 invoice?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleted.map((params) => params.ids)).toEqual([['a1']]));
  });

  it('without bulk actions there is nothing to select', async () => {
    renderCards('en', false);
    await screen.findByText(/Acme Aerospace/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
