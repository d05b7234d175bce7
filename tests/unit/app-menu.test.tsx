// @vitest-environment jsdom
/** The side menu: daily work first, administration last under its own heading, in both languages. */
import { cleanup, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import { AppMenu } from '../../src/layout/AppMenu';
import { defaultSettings } from '../../resources/kit/settings';
import { menuEntries, offeredInShop } from '../../src/layout/menu-entries';
import { authProvider } from '../../src/providers/authProvider';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

vi.mock('../../src/auth/session', () => ({ signOutEverywhere: vi.fn() }));

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
afterEach(cleanup);

const expected: Record<TestLocale, { daily: string[]; heading: string; admin: string[] }> = {
  en: {
    daily: [
      'Home',
      'Customers',
      'Shippers',
      'Packing lists',
      'Invoices',
      'Products',
      'Inventory',
      'Chemicals',
      'Chemical receipts',
      'Chemical uses',
      'Recipes',
      'Tanks',
      'Bath analyses',
    ],
    heading: 'Administration',
    admin: ['Users', 'Audit logs', 'Settings'],
  },
  'pt-BR': {
    daily: [
      'Início',
      'Clientes',
      'Remessas',
      'Romaneios',
      'Faturas',
      'Produtos',
      'Estoque',
      'Produtos químicos',
      'Entradas de químicos',
      'Usos de químicos',
      'Receitas',
      'Tanques',
      'Análises de banho',
    ],
    heading: 'Administração',
    admin: ['Usuários', 'Logs de auditoria', 'Configurações'],
  },
};

describe('AppMenu', () => {
  it.each(['en', 'pt-BR'] as const)(
    'lists daily work first and administration last under its heading (%s)',
    async (locale) => {
      setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: owner });
      renderAdmin(<AppMenu />, { authProvider, locale });
      const nav = await screen.findByRole('navigation');
      const { daily, heading, admin } = expected[locale];
      within(nav).getByRole('heading', { name: heading });
      const items = [...nav.querySelectorAll('a, [role="heading"]')].map((el) => el.textContent ?? '');
      // Every entry this (US) shop is offered once (an owner may open each), the heading between daily work and administration.
      const offered = menuEntries.filter((entry) => offeredInShop(entry, defaultSettings.country));
      expect(offered.length).toBeLessThan(menuEntries.length);
      expect(items).toHaveLength(offered.length + 1);
      const split = items.indexOf(heading);
      expect(split).toBe(offered.filter((entry) => !entry.admin).length);
      // The entries named above keep their order; a resource added later may come anywhere among them.
      expect(items.slice(0, split).filter((item) => daily.includes(item))).toEqual(daily);
      expect(items.slice(split + 1).filter((item) => admin.includes(item))).toEqual(admin);
    },
  );
});
