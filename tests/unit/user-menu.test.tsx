// @vitest-environment jsdom
/** The header's user menu (docs/product-spec.md#layout): display name, the avatar or initials, both following a profile update. */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayName, initials, setSession, updateCurrentUser, type CurrentUser } from '../../src/auth/session-store';
import { AppUserMenu } from '../../src/layout/AppUserMenu';
import { authProvider } from '../../src/providers/authProvider';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/auth/session', () => ({ signOutEverywhere: vi.fn() }));

const user = (names: Partial<CurrentUser>): CurrentUser => ({
  id: 'u1',
  authenticationUid: 'uid-u1',
  email: 'ada.l@plating.test',
  firstName: null,
  lastName: null,
  fullName: null,
  phoneNumber: null,
  avatars: [],
  roles: [],
  disabled: false,
  emailVerified: true,
  ...names,
});

beforeAll(() => {
  // A wide screen, where the menu button shows the name beside the avatar.
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
afterEach(cleanup);

describe('display name and initials', () => {
  it('full name under 25 characters, else first name, else the email prefix', () => {
    expect(displayName(user({ firstName: 'Ada', fullName: 'Ada Lovelace' }))).toBe('Ada Lovelace');
    expect(displayName(user({ firstName: 'Ada', fullName: 'Ada Augusta King Lovelace' }))).toBe('Ada');
    expect(displayName(user({}))).toBe('ada.l');
  });

  it('initials of the names, else of the display name', () => {
    expect(initials(user({ firstName: 'ada', lastName: 'Lovelace' }))).toBe('AL');
    expect(initials(user({ lastName: 'Lovelace' }))).toBe('L');
    expect(initials(user({}))).toBe('A');
  });
});

describe('AppUserMenu', () => {
  it('shows initials without a picture, then the new name and picture after a profile update', async () => {
    setSession({
      status: 'signedIn',
      firebaseUser: {} as User,
      currentUser: user({ firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace' }),
    });
    renderAdmin(<AppUserMenu />, { authProvider });
    const button = await screen.findByRole('button', { name: 'Ada Lovelace' });
    await waitFor(() => expect(button.textContent).toBe('Ada Lovelace'));
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
    expect(button.querySelector('img')).toBeNull();

    act(() =>
      updateCurrentUser(
        user({
          firstName: 'Grace',
          lastName: 'Hopper',
          fullName: 'Grace Hopper',
          avatars: [
            {
              id: 'a1',
              name: 'grace.png',
              sizeInBytes: 1200,
              mimeType: 'image/png',
              downloadUrl: '/api/files/a1?expires=1&signature=s',
            },
          ],
        }),
      ),
    );
    const updated = await screen.findByRole('button', { name: 'Grace Hopper' });
    await waitFor(() => expect(updated.textContent).toContain('Grace Hopper'));
    expect(updated.querySelector('img')?.getAttribute('src')).toBe('/api/files/a1?expires=1&signature=s');
  });
});
