// @vitest-environment jsdom
/** The page-size selector stays on a phone and a tablet, where react-admin's own pagination drops it below 900 px. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { List, SimpleList, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPagination } from '../../src/views/ListPagination';
import { renderAdmin } from './helpers/render-admin';

afterEach(cleanup);

/** jsdom lays nothing out: media queries answer as a screen `width` px wide would. */
function screenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= +px : width <= +px,
    );
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
}

const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Chemical ${i + 1}` }));

describe('ListPagination', () => {
  it.each([
    [375, 'en', 'Rows per page:'],
    [800, 'pt-BR', 'Itens por página:'],
    [1366, 'en', 'Rows per page:'],
  ] as const)(
    'at %i px shows the page-size selector (%s) and changing it asks for that many rows',
    async (width, locale, label) => {
      screenWidth(width);
      const getList = vi.fn(async (_: string, params: { pagination: { perPage: number } }) => ({
        data: rows.slice(0, params.pagination.perPage),
        total: rows.length,
      }));
      renderAdmin(
        <List resource="chemical" perPage={10} pagination={<ListPagination />}>
          <SimpleList primaryText="%{name}" />
        </List>,
        { dataProvider: testDataProvider({ getList } as never), locale },
      );
      await screen.findByText('Chemical 1');
      expect(screen.getByText(label)).toBeTruthy();
      fireEvent.mouseDown(screen.getByRole('combobox'));
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '20' }));
      await waitFor(() =>
        expect(getList).toHaveBeenLastCalledWith(
          'chemical',
          expect.objectContaining({ pagination: { page: 1, perPage: 20 } }),
        ),
      );
    },
  );

  it.each([
    [375, 'en', 'Go to next page', 'Go to previous page'],
    [375, 'pt-BR', 'Ir para a próxima página', 'Ir para a página anterior'],
  ] as const)(
    'at %i px the arrows are named in the interface language (%s) and the next one turns the page',
    async (width, locale, next, previous) => {
      screenWidth(width);
      const getList = vi.fn(async (_: string, params: { pagination: { page: number; perPage: number } }) => {
        const from = (params.pagination.page - 1) * params.pagination.perPage;
        return { data: rows.slice(from, from + params.pagination.perPage), total: rows.length };
      });
      renderAdmin(
        <List resource="chemical" perPage={10} pagination={<ListPagination />}>
          <SimpleList primaryText="%{name}" />
        </List>,
        { dataProvider: testDataProvider({ getList } as never), locale },
      );
      await screen.findByText('Chemical 1');
      expect(screen.getByRole('button', { name: previous })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: next }));
      expect(await screen.findByText('Chemical 11')).toBeTruthy();
    },
  );
});
