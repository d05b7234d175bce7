// @vitest-environment jsdom
/** On a phone the menu is a named drawer that closes once an entry is chosen; from 576 px it stays beside the page. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { User } from 'firebase/auth';
import { useSidebarState } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import { AppSidebar } from '../../src/layout/AppLayout';
import { AppMenu } from '../../src/layout/AppMenu';
import { appTheme } from '../../src/layout/theme';
import { useMenuFollowsWidth } from '../../src/layout/useMenuFollowsWidth';
import { authProvider } from '../../src/providers/authProvider';
import { renderAdmin } from './helpers/render-admin';

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

function OpenState() {
  const [open] = useSidebarState();
  return <output aria-label="menu state">{open ? 'open' : 'closed'}</output>;
}

/** The layout's parts that decide the menu: the width rule, react-admin's sidebar and the menu. */
function Shell({ startOpen = false }: { startOpen?: boolean }) {
  useMenuFollowsWidth();
  const [, setOpen] = useSidebarState();
  return (
    <>
      {startOpen && <button onClick={() => setOpen(true)}>toggle</button>}
      <AppSidebar>
        <AppMenu />
      </AppSidebar>
      <OpenState />
    </>
  );
}

function renderAt(width: number, locale: 'en' | 'pt-BR' = 'en') {
  screenWidth(width);
  setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: owner });
  return renderAdmin(
    <ThemeProvider theme={appTheme()}>
      <Shell startOpen />
    </ThemeProvider>,
    { authProvider, locale, url: '/chemical' },
  );
}

describe('the menu on small screens', () => {
  it.each([
    ['en', 'Menu', 'Recipes'],
    ['pt-BR', 'Menu', 'Receitas'],
  ] as const)(
    'at 375 px starts closed, opens as a named drawer and closes once an entry is chosen (%s)',
    async (locale, name, entry) => {
      renderAt(375, locale);
      await waitFor(() => expect(screen.getByLabelText('menu state').textContent).toBe('closed'));
      expect(screen.queryByRole('navigation')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
      await screen.findByRole('dialog', { name });
      const nav = await screen.findByRole('navigation', { name });
      fireEvent.click(within(nav).getByRole('link', { name: entry }));
      await waitFor(() => expect(screen.getByLabelText('menu state').textContent).toBe('closed'));
    },
  );

  it('at 590 px shows the menu beside the page, with no backdrop, and choosing an entry keeps it', async () => {
    renderAt(590);
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(screen.getByLabelText('menu state').textContent).toBe('open'));
    expect(document.querySelector('.MuiBackdrop-root')).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Recipes' }));
    expect(screen.getByLabelText('menu state').textContent).toBe('open');
  });

  it('below 576 px the menu hides', async () => {
    renderAt(560);
    await waitFor(() => expect(screen.getByLabelText('menu state').textContent).toBe('closed'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
