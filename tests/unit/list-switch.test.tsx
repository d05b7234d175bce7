// @vitest-environment jsdom
/**
 * Switching between lists: every list route renders the same ResourceList, and react-admin's list
 * kept the previous resource's sort and filter for a render (its store hook answers the old key's
 * value until an effect runs), so /customer was asked for ?filter[po]=…&orderBy=price_DESC. Each
 * list must only ever be asked for its own fields.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findResource, resources } from '../../resources';
import { allFields, filterSpecs } from '../../resources/kit/derive';
import ResourceList from '../../src/views/ResourceList';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/authProvider', () => ({ can: () => true }));
afterEach(cleanup);

const rows: Record<string, Record<string, unknown>[]> = {
  customer: [{ id: 'c1', name: 'Acme Plating', email: 'buyer@acme.test', term: 'T30' }],
  product: [{ id: 'p1', part: 'PN-1', po: 'PO-8', price: 3, customer: 'c1', labels: { customer: 'Acme Plating' } }],
};

function Switcher() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/customer')}>to customers</button>
      <button onClick={() => navigate('/product')}>to products</button>
    </>
  );
}

/** A list request's filter keys and sort field that its resource does not declare. */
function foreignParams(resource: string, { filter, sort }: GetListParams): string[] {
  const definition = findResource(resource)!;
  const fields = new Set(allFields(definition).map(([name]) => name));
  const filters = new Set(Object.keys(filterSpecs(definition)));
  return [
    ...Object.keys(filter ?? {})
      .filter((key) => !filters.has(key))
      .map((key) => `filter[${key}]`),
    ...(sort?.field && !fields.has(sort.field) ? [`sort ${sort.field}`] : []),
  ];
}

describe('switching lists', () => {
  it("never asks a list for the previous list's filter or sort", async () => {
    const asked: [string, GetListParams][] = [];
    const dataProvider = {
      getList: vi.fn(async (resource: string, params: GetListParams) => {
        if (!params.filter?.autocomplete) asked.push([resource, params]);
        return { data: rows[resource] ?? [], total: rows[resource]?.length ?? 0 };
      }),
    } as unknown as DataProvider;
    // The same element type on both routes, as resource-routes.tsx renders them.
    renderAdmin(
      <>
        <Switcher />
        <Routes>
          <Route path="/customer" element={<ResourceList resource={resources.customer} />} />
          <Route path="/product" element={<ResourceList resource={resources.product} />} />
        </Routes>
      </>,
      { url: `/product?filter=${encodeURIComponent('{"po":"PO-8"}')}&sort=price&order=DESC`, dataProvider },
    );
    await screen.findByText('PN-1', {}, { timeout: 20_000 });
    expect(
      asked.some(
        ([resource, { filter, sort }]) => resource === 'product' && filter.po === 'PO-8' && sort?.field === 'price',
      ),
    ).toBe(true);
    for (let round = 0; round < 6; round += 1) {
      await act(async () => fireEvent.click(screen.getByText('to customers')));
      await screen.findByText('Acme Plating');
      await act(async () => fireEvent.click(screen.getByText('to products')));
      await screen.findByText('PN-1');
    }
    expect(asked.filter(([resource]) => resource === 'customer').length).toBeGreaterThan(0);
    expect(
      asked.flatMap(([resource, params]) => foreignParams(resource, params).map((p) => `${resource}: ${p}`)),
    ).toEqual([]);
    // The product list kept its own filter and sort through the switches.
    const last = asked.filter(([resource]) => resource === 'product').at(-1)![1];
    expect([last.filter, last.sort]).toEqual([{ po: 'PO-8' }, { field: 'price', order: 'DESC' }]);
  }, 120_000);
});
