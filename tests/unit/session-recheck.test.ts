/**
 * A 403 may mean the account was disabled meanwhile: the authProvider asks the server again
 * who the user is. Disabled: signed out, the reason kept for the sign-in page (not erased by
 * the sign-out's own notification). Still enabled: a plain missing permission, /403.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebaseUser = { uid: 'u1' };
let authListener: ((user: unknown) => void) | undefined;

vi.mock('../../src/providers/firebase', () => ({ firebaseAuth: () => ({ currentUser: firebaseUser }) }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    authListener = listener;
    return () => undefined;
  },
  // Firebase tells its listeners about the sign-out a moment later, as the real SDK may.
  signOut: vi.fn(async () => {
    setTimeout(() => authListener?.(null), 0);
  }),
}));
vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));

const { apiFetch } = await import('../../src/providers/api');
const { watchSession } = await import('../../src/auth/session');
const { getSession, setSession } = await import('../../src/auth/session-store');
const { authProvider } = await import('../../src/providers/authProvider');

const me = { id: 'u1', email: 'a@shop.test', roles: ['customerViewer'], disabled: false, emailVerified: true };

beforeEach(() => {
  watchSession();
  setSession({ status: 'signedIn', firebaseUser: firebaseUser as never, currentUser: me as never });
});

describe('checkError on a 403', () => {
  it('signs a user disabled meanwhile out, keeping the reason, and goes to sign-in', async () => {
    vi.mocked(apiFetch).mockRejectedValueOnce(new Error('Your account is disabled'));
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({
      redirectTo: '/auth/signin',
      logoutUser: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getSession()).toEqual({ status: 'signedOut', error: 'Your account is disabled' });
  });

  it('keeps an enabled user signed in and sends them to /403', async () => {
    vi.mocked(apiFetch).mockResolvedValueOnce(me);
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ redirectTo: '/403', logoutUser: false });
    expect(getSession()).toMatchObject({ status: 'signedIn', currentUser: me });
  });
});
