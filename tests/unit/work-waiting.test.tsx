// @vitest-environment jsdom
/**
 * The home page's "Ready to ship", "Ready to bill" and "Awaiting payment" (issue 38): one link per resource whose picker
 * declares open work and that the user may read, to its list filtered to that work, with the list's count.
 */
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkWaiting } from '../../src/pages/home/WorkWaiting';
import { renderAdmin, type TestLocale } from './helpers/render-admin';
import { signInAs } from './helpers/signed-in';

const waiting: Record<string, number> = { shipper: 12, job: 5, packing: 0, invoice: 3 };
const asked: [string, GetListParams][] = [];
const dataProvider = {
  getList: async (resource: string, params: GetListParams) => {
    asked.push([resource, params]);
    return { data: [], total: params.filter?.open === true ? waiting[resource] : 999 };
  },
} as unknown as DataProvider;

function renderAs(roles: string[], locale: TestLocale = 'en') {
  signInAs(roles, { email: 'clerk@plating.test', firstName: 'Clerk' });
  renderAdmin(<WorkWaiting />, { dataProvider, locale });
}

const href = (name: RegExp) => decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href')!);

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('work waiting', () => {
  it('the owner: ready to ship, to bill and awaiting payment, each with its count, opening the filtered list', async () => {
    renderAs(['owner']);
    expect((await screen.findByRole('link', { name: /Ready to ship\s*12/ })).textContent).toBe('Ready to ship12');
    expect(await screen.findByRole('link', { name: /Ready to bill\s*0/ })).toBeTruthy();
    expect(href(/Ready to ship/)).toBe('/shipper?filter={"open":true}&displayedFilters={"open":true}');
    expect(href(/Ready to bill/)).toBe('/packing?filter={"open":true}&displayedFilters={"open":true}');
    expect(await screen.findByRole('link', { name: /Awaiting payment\s*3/ })).toBeTruthy();
    expect(href(/Awaiting payment/)).toBe('/invoice?filter={"open":true}&displayedFilters={"open":true}');
    // Jobs not yet shipped: what is in the shop.
    expect(await screen.findByRole('link', { name: /In the shop\s*5/ })).toBeTruthy();
    expect(href(/In the shop/)).toBe('/job?filter={"open":true}&displayedFilters={"open":true}');
    expect(asked.map(([resource, params]) => [resource, params.filter])).toEqual([
      ['shipper', { open: true }],
      ['job', { open: true }],
      ['packing', { open: true }],
      ['invoice', { open: true }],
    ]);
  });

  it('a shipping clerk sees only what they may read; in Portuguese', async () => {
    renderAs(['shipperEditor'], 'pt-BR');
    expect(await screen.findByRole('link', { name: /Prontos para expedir\s*12/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Na produção\s*5/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /faturar/ })).toBeNull();
    expect(asked.map(([resource]) => resource)).toEqual(['shipper', 'job']);
  });

  it('someone who may read neither sees nothing and asks nothing', () => {
    renderAs(['customerViewer']);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(asked).toEqual([]);
  });
});
