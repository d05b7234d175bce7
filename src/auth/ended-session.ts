/**
 * Why Firebase ended a session by itself. On start Firebase checks the stored sign-in and, when
 * it is refused (account disabled, deleted, tokens revoked), drops it without a word; an open tab
 * is signed out the same way when a token refresh is refused. Either way the app would show a
 * plain sign-in page and "Your account is disabled" only on the next attempt. So the stored
 * sign-in's refresh token is read before Firebase starts, and a session that ends unasked is
 * explained by asking Firebase's token endpoint with it (README, "What it does today").
 */
import type { Auth } from 'firebase/auth';
import { FIREBASE_USER_KEY, readFirebaseStore } from './firebase-store';

/** The refresh token Firebase kept from the last visit, read before Firebase itself looks. */
let storedRefreshToken: string | undefined;

interface StoredUser {
  stsTokenManager?: { refreshToken?: string };
}

const readIndexedDb = (key: string) =>
  readFirebaseStore(
    (store) => store.get(key),
    (found) => (found as { value?: StoredUser } | undefined)?.value,
    undefined,
  );

function parse(text: string | null): StoredUser | undefined {
  try {
    return text ? (JSON.parse(text) as StoredUser) : undefined;
  } catch {
    return undefined;
  }
}

/** Call before initializeAuth(): Firebase's key for the stored user is firebase:authUser:<apiKey>:[DEFAULT]. */
export async function rememberStoredSignIn(apiKey: string): Promise<void> {
  const key = `${FIREBASE_USER_KEY}${apiKey}:[DEFAULT]`;
  const stored = parse(sessionStorage.getItem(key)) ?? parse(localStorage.getItem(key)) ?? (await readIndexedDb(key));
  storedRefreshToken = stored?.stsTokenManager?.refreshToken;
}

/** The stored refresh token, once: the session it belonged to is explained at most once. */
export function takeStoredRefreshToken(): string | undefined {
  const token = storedRefreshToken;
  storedRefreshToken = undefined;
  return token;
}

/**
 * Asks Firebase's token endpoint (the emulator's when connected) about a refresh token: the
 * translation key of the reason it is refused for, or undefined (still fine, or unreachable).
 */
export async function refusalReason(auth: Auth, refreshToken: string): Promise<string | undefined> {
  const { apiKey, apiScheme, tokenApiHost } = auth.config;
  const emulator = auth.emulatorConfig;
  const base = emulator
    ? `${emulator.protocol}://${emulator.host}${emulator.port ? `:${emulator.port}` : ''}/${tokenApiHost}`
    : `${apiScheme}://${tokenApiHost}`;
  try {
    const response = await fetch(`${base}/v1/token?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    if (response.ok) return undefined;
    const message = ((await response.json()) as { error?: { message?: string } }).error?.message ?? '';
    if (message.startsWith('USER_DISABLED')) return 'errors.auth.userDisabled';
    return 'auth.sessionEnded';
  } catch {
    return undefined;
  }
}
