// @vitest-environment jsdom
/**
 * A session Firebase ends by itself is explained at once on the sign-in page: the stored sign-in
 * it refuses on start, or an open tab's refused token refresh. The reason comes from Firebase's
 * token endpoint (the emulator's when connected); a sign-out the user asked for asks nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let authListener: ((user: unknown) => void) | undefined;
const auth = {
  currentUser: null as unknown,
  config: { apiKey: 'KEY', apiScheme: 'https', tokenApiHost: 'securetoken.googleapis.com' },
  emulatorConfig: null as null | { protocol: string; host: string; port: number | null },
};

vi.mock('../../src/providers/firebase', () => ({ firebaseAuth: () => auth }));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    authListener = listener;
    return () => undefined;
  },
  signOut: vi.fn(async () => {
    auth.currentUser = null;
    authListener?.(null);
  }),
}));
vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));

const { apiFetch } = await import('../../src/providers/api');
const { rememberStoredSignIn } = await import('../../src/auth/ended-session');
const { signOutEverywhere, watchSession } = await import('../../src/auth/session');
const { getSession, setSession } = await import('../../src/auth/session-store');

const me = { id: 'u1', email: 'a@shop.test', roles: ['customerViewer'], disabled: false, emailVerified: true };
const refused = (message: string) => new Response(JSON.stringify({ error: { message } }), { status: 400 });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(refused('USER_DISABLED'));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(apiFetch).mockReset().mockResolvedValue(me);
  auth.currentUser = null;
  auth.emulatorConfig = null;
  sessionStorage.clear();
  setSession({ status: 'loading' });
  watchSession();
});
afterEach(() => vi.unstubAllGlobals());

async function signInAs(refreshToken: string) {
  const user = { uid: 'u1', refreshToken };
  auth.currentUser = user;
  authListener?.(user);
  await vi.waitFor(() => expect(getSession().status).toBe('signedIn'));
}

/** Firebase dropping the user by itself (a refused refresh, a refused stored sign-in). */
function firebaseDropsUser() {
  auth.currentUser = null;
  authListener?.(null);
}

describe('a session Firebase ended by itself', () => {
  it('on start: the stored sign-in it dropped is asked about, and the sign-in page says the account is disabled', async () => {
    sessionStorage.setItem(
      'firebase:authUser:KEY:[DEFAULT]',
      JSON.stringify({ uid: 'u1', stsTokenManager: { refreshToken: 'stored-token' } }),
    );
    await rememberStoredSignIn('KEY');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    firebaseDropsUser();
    // No bare sign-in page meanwhile.
    expect(getSession()).toEqual({ status: 'loading' });
    answer(refused('USER_DISABLED'));
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signedOut', errorKey: 'errors.auth.userDisabled' }));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://securetoken.googleapis.com/v1/token?key=KEY');
    expect(String(init?.body)).toBe('grant_type=refresh_token&refresh_token=stored-token');
  });

  it("on start: a stored sign-in dropped though its token is good (Firebase's own check failed) says it could not be restored", async () => {
    sessionStorage.setItem(
      'firebase:authUser:KEY:[DEFAULT]',
      JSON.stringify({ uid: 'u1', stsTokenManager: { refreshToken: 'good-token' } }),
    );
    await rememberStoredSignIn('KEY');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    firebaseDropsUser();
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signedOut', errorKey: 'auth.sessionNotRestored' }));
  });

  it('in an open tab: a refused token refresh signs out, and the reason is asked with the emulator when connected', async () => {
    auth.emulatorConfig = { protocol: 'http', host: '127.0.0.1', port: 9099 };
    await signInAs('live-token');
    firebaseDropsUser();
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signedOut', errorKey: 'errors.auth.userDisabled' }));
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=KEY');
  });

  it('tokens revoked (password changed elsewhere): the session has ended, say so; a token still good: nothing to say', async () => {
    await signInAs('revoked-token');
    fetchMock.mockResolvedValueOnce(refused('TOKEN_EXPIRED'));
    firebaseDropsUser();
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signedOut', errorKey: 'auth.sessionEnded' }));
    await signInAs('good-token');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    firebaseDropsUser();
    await vi.waitFor(() => expect(getSession().status).toBe('signedOut'));
    expect(getSession()).toEqual({ status: 'signedOut' });
  });

  it('a sign-out the user asked for asks Firebase nothing and shows no message', async () => {
    await signInAs('my-token');
    await signOutEverywhere();
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signedOut' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
