// @vitest-environment jsdom
/**
 * A list's next page changes only the URL's query (?page=2). Whatever reads the URL renders again on
 * every such change, so the application's shell must not: AdminApp (all of react-admin under it) and
 * the side menu's entries render again only when the path changes (the current entry follows it).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import { authProvider } from '../../src/providers/authProvider';
import { renderAdmin, testI18n } from './helpers/render-admin';

const renders = vi.hoisted(() => ({ admin: 0, menuEntries: 0 }));

vi.mock('../../src/auth/session', () => ({ signOutEverywhere: vi.fn() }));
// The settings request never answers here: the shell stays as it started.
vi.mock('../../src/providers/shop-settings', async (original) => ({
  ...(await original<typeof import('../../src/providers/shop-settings')>()),
  loadShopSettings: () => new Promise(() => undefined),
}));
vi.mock('react-admin', async (original) => {
  const actual = await original<typeof import('react-admin')>();
  return {
    ...actual,
    // react-admin's Admin, counted and left empty: what matters is whether AdminApp rendered it again.
    Admin: () => {
      renders.admin++;
      return null;
    },
    // Called once per render by the menu's entries (and nowhere else in what these tests render).
    useTranslate: () => {
      renders.menuEntries++;
      return actual.useTranslate();
    },
  };
});

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

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

beforeEach(() => {
  renders.admin = 0;
  renders.menuEntries = 0;
  setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: owner });
});
afterEach(cleanup);

const go = (to: string) => act(async () => void (await navigate(to)));

describe('the shell on a change of the URL', () => {
  it('AdminApp does not render react-admin again when only the query changes', async () => {
    const { default: AdminApp } = await import('../../src/AdminApp');
    const app = (children: ReactNode) => <MemoryRouter initialEntries={['/shipper']}>{children}</MemoryRouter>;
    render(
      app(
        <>
          <AdminApp i18nProvider={testI18n()} />
          <Navigator />
        </>,
      ),
    );
    const before = renders.admin;
    expect(before).toBeGreaterThan(0);
    await go('/shipper?page=2');
    await go('/shipper?page=3&perPage=25');
    expect(renders.admin).toBe(before);
  });

  it("the menu's entries render again on a new path only, and the current entry follows it", async () => {
    const { AppMenu } = await import('../../src/layout/AppMenu');
    renderAdmin(
      <>
        <AppMenu />
        <Navigator />
      </>,
      { authProvider, url: '/shipper' },
    );
    expect((await screen.findByRole('link', { name: 'Shippers' })).getAttribute('aria-current')).toBe('page');
    const before = renders.menuEntries;
    await go('/shipper?page=2');
    expect(renders.menuEntries).toBe(before);
    await go('/customer');
    expect(renders.menuEntries).toBeGreaterThan(before);
    expect(screen.getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Shippers' }).getAttribute('aria-current')).toBeNull();
  });
});
