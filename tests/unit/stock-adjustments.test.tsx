// @vitest-environment jsdom
/** A product page's stock adjustments: each change signed and grouped, and its day, as the reader's language writes them. */
import { cleanup, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import { StockAdjustments } from '../../src/custom/product/StockAdjustments';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/auth/session', () => ({ signOutEverywhere: vi.fn() }));
afterEach(cleanup);

const owner: CurrentUser = {
  id: 'u1',
  authenticationUid: 'uid-u1',
  email: 'ada@plating.test',
  firstName: 'Ada',
  lastName: null,
  fullName: 'Ada',
  phoneNumber: null,
  avatars: [],
  roles: ['owner'],
  disabled: false,
  emailVerified: true,
};
const product = { id: '00000000-0000-4000-8000-000000000007', part: 'BR-100', inventory: 1498 };
const rows = [
  {
    id: 'a2',
    product: product.id,
    date: '2026-03-24',
    quantity: -2,
    reason: 'scrap',
    recordedBy: 'ada@plating.test',
    notes: '',
  },
  {
    id: 'a1',
    product: product.id,
    date: '2026-03-02',
    quantity: 1500,
    reason: 'count',
    recordedBy: 'ada@plating.test',
    notes: 'Yearly count',
  },
];

const expected: Record<TestLocale, string[][]> = {
  en: [
    ['03/24/2026', '−2'],
    ['03/02/2026', '+1,500'],
  ],
  'pt-BR': [
    ['24/03/2026', '−2'],
    ['02/03/2026', '+1.500'],
  ],
};

describe('StockAdjustments', () => {
  it.each(['en', 'pt-BR'] as const)('writes each change signed and grouped, and its day, in %s', async (locale) => {
    setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: owner });
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const dataProvider = { getList } as unknown as DataProvider;
    renderAdmin(
      <RecordContextProvider value={product}>
        <StockAdjustments />
      </RecordContextProvider>,
      { dataProvider, locale },
    );
    const table = await screen.findByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual(expected[locale]);
    expect(getList).toHaveBeenCalledWith(
      'stockAdjustment',
      expect.objectContaining({ filter: { product: product.id } }),
    );
  });
});
