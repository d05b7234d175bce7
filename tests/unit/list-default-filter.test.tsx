// @vitest-environment jsdom
/** A resource declaring a default filter opens its list with it (open nonconformances); the others open unfiltered. */
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import ResourceList from '../../src/views/ResourceList';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

function listAsked(resource: 'nonconformance' | 'customer') {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: [], total: 0 }));
  renderAdmin(<ResourceList resource={resources[resource]} />, {
    url: `/${resource}`,
    dataProvider: { getList } as unknown as DataProvider,
  });
  return getList;
}

describe('a list opens with its declared filter', () => {
  it('nonconformances: the open ones, the filter shown so it can be taken off', async () => {
    const getList = listAsked('nonconformance');
    await vi.waitFor(() => expect(getList).toHaveBeenCalled(), { timeout: 20_000 });
    expect(getList.mock.calls[0][1].filter).toEqual({ status: 'open' });
    expect(await screen.findByRole('combobox', { name: /status/i }, { timeout: 20_000 })).toBeTruthy();
  }, 60_000);

  it('customers declare none and open unfiltered', async () => {
    const getList = listAsked('customer');
    await vi.waitFor(() => expect(getList).toHaveBeenCalled(), { timeout: 20_000 });
    expect(getList.mock.calls[0][1].filter).toEqual({});
  }, 60_000);
});
