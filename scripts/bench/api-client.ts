/** Calls to the running server as the client makes them: bearer token, bracket-form query strings. */
import qs from 'qs';
import { DEMO_PASSWORD } from '../seed/accounts';

export interface ApiClient {
  get<T>(path: string, query?: Record<string, unknown>): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

/** The same serialisation as src/providers/api.ts queryString(). */
export const queryString = (query: Record<string, unknown> | undefined) => {
  const text = qs.stringify(query ?? {}, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });
  return text ? `?${text}` : '';
};

/** Signs a demo account in through the emulator's REST API (what the web SDK does) and answers its ID token. */
export async function signIn(emulatorHost: string, email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

export function apiClient(baseUrl: string, token: string): ApiClient {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en', accept: 'application/json' };
  const answer = async <T>(response: Response): Promise<T> => {
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  return {
    get: async (path, query) => answer(await fetch(`${baseUrl}/api/${path}${queryString(query)}`, { headers })),
    post: async (path, body) => answer(await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body),
    })),
  };
}
