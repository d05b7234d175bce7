// @vitest-environment jsdom
/**
 * A list's next page is asked for on the click, not after react-admin's timer and the render that
 * follows it (src/views/page-prefetch.ts); and the list then shows that answer without asking twice.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import ResourceList from '../../src/views/ResourceList';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const customers = Array.from({ length: 25 }, (_, i) => ({
  id: `c${i}`,
  name: `Customer ${String(i).padStart(2, '0')}`,
  email: `c${i}@plating.test`,
  term: 'T30',
}));

describe('a list page change', () => {
  it('sends the page request within the click, before any timer runs, and only once', async () => {
    const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
      const { page, perPage } = pagination!;
      return { data: customers.slice((page - 1) * perPage, page * perPage), total: customers.length };
    });
    renderAdmin(<ResourceList resource={resources.customer} />, {
      url: '/customer',
      dataProvider: { getList } as unknown as DataProvider,
    });
    await screen.findByText('Customer 00', {}, { timeout: 20_000 });
    const pageCalls = (page: number) => getList.mock.calls.filter(([, params]) => params.pagination?.page === page);

    // Checked as soon as the click returns, synchronously: no timer (react-admin changes the page on
    // one) and no render after it can have run yet, so only the click itself can have asked.
    fireEvent.click(screen.getByLabelText('Go to page 2'));
    expect(pageCalls(2)).toHaveLength(1);
    expect(pageCalls(2)[0]).toEqual(['customer', expect.objectContaining({ pagination: { page: 2, perPage: 10 } })]);

    await screen.findByText('Customer 10', {}, { timeout: 20_000 });
    // The list found the click's answer under its own key: the page was not asked for again.
    expect(pageCalls(2)).toHaveLength(1);
  }, 60_000);
});
