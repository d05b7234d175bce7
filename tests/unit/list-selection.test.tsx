// @vitest-environment jsdom
/**
 * A list's selection only holds rows on screen: it clears when the page, sort or filter changes
 * (react-admin keeps it across them, so a bulk delete could take rows no longer shown), and the
 * bulk delete confirmation says how many of what, in English and Brazilian Portuguese.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import ResourceList from '../../src/views/ResourceList';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const customers = Array.from({ length: 12 }, (_, i) => ({
  id: `c${i}`,
  name: `Customer ${String(i).padStart(2, '0')}`,
  email: `c${i}@plating.test`,
  term: 'T30',
}));

function renderList(locale: TestLocale = 'en') {
  const dataProvider = {
    getList: vi.fn(async (_resource: string, { pagination }: GetListParams) => {
      const { page, perPage } = pagination!;
      return { data: customers.slice((page - 1) * perPage, page * perPage), total: customers.length };
    }),
  } as unknown as DataProvider;
  renderAdmin(<ResourceList resource={resources.customer} />, { url: '/customer', dataProvider, locale });
}

const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = async (...names: string[]) => {
  for (const name of names) await act(async () => fireEvent.click(checkbox(name)));
};
const selectedCount = () => document.querySelectorAll('tbody input[type="checkbox"]:checked').length;

describe('the list selection', () => {
  it('clears when the page, then the sort, changes', async () => {
    renderList();
    await screen.findByText('Customer 00', {}, { timeout: 20_000 });
    await waitFor(() => checkbox('Select Customer 00'));
    await select('Select Customer 00', 'Select Customer 01');
    await screen.findByText('2 items selected');

    await act(async () => fireEvent.click(screen.getByLabelText('Go to page 2')));
    await screen.findByText('Customer 10');
    await act(async () => fireEvent.click(screen.getByLabelText('Go to page 1')));
    await screen.findByText('Customer 00');
    await waitFor(() => expect(selectedCount()).toBe(0));

    await select('Select Customer 03');
    await screen.findByText('1 item selected');
    await act(async () => fireEvent.click(within(document.querySelector('thead')!).getByText('Email')));
    await waitFor(() => expect(selectedCount()).toBe(0));
    expect(screen.queryByText(/^[12] items? selected$/)).toBeNull();
  }, 60_000);

  it.each([
    [
      'en',
      'Select %s',
      'Delete',
      'Delete 2 customers?',
      'If any of them is still in use, nothing is deleted. This cannot be undone.',
    ],
    [
      'pt-BR',
      'Selecionar %s',
      'Excluir',
      'Excluir 2 clientes?',
      'Se algum ainda estiver em uso, nada é excluído. Esta ação não pode ser desfeita.',
    ],
  ] as const)(
    'asks "%s" how many of what it deletes',
    async (locale, selectLabel, deleteLabel, title, content) => {
      renderList(locale);
      await screen.findByText('Customer 00', {}, { timeout: 20_000 });
      await waitFor(() => checkbox(selectLabel.replace('%s', 'Customer 00')));
      await select(selectLabel.replace('%s', 'Customer 00'), selectLabel.replace('%s', 'Customer 05'));
      const toolbar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement;
      await act(async () => fireEvent.click(within(toolbar).getByText(deleteLabel)));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading').textContent).toBe(title);
      within(dialog).getByText(content);
    },
    60_000,
  );
});
