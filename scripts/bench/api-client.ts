/** Calls to the running server as the client makes them: bearer token, bracket-form query strings. */
import http from 'node:http';
import qs from 'qs';
import { DEMO_PASSWORD } from '../seed/accounts';

export interface ApiClient {
  get<T>(path: string, query?: Record<string, unknown>): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** A GET of a path outside /api (the bench's floor server). */
  getPath<T>(path: string): Promise<T>;
  /** A GET whose answer is handed to `onText` piece by piece as it arrives (the client's apiFetchPieces). */
  getPieces(path: string, query: Record<string, unknown>, onText: (text: string) => void): Promise<void>;
}

/** The same serialisation as src/providers/api.ts queryString(). */
export const queryString = (query: Record<string, unknown> | undefined) => {
  const text = qs.stringify(query ?? {}, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });
  return text ? `?${text}` : '';
};

/** Signs a demo account in through the emulator's REST API (what the web SDK does) and answers its ID token. */
export async function signIn(emulatorHost: string, email: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * Requests over node:http keep-alive connections, 10 at most (the import's batch): the browser's
 * own work happens on the user's machine, while here the bench shares two cores with the server,
 * and fetch() cost this process about 1 ms of CPU a request, time the server then waited for.
 */
export function apiClient(baseUrl: string, token: string): ApiClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const base = new URL(baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en', accept: 'application/json' };
  const call = <T>(method: string, path: string, body?: string) =>
    new Promise<T>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          method,
          host: base.hostname,
          port: base.port,
          path,
          headers:
            body === undefined
              ? headers
              : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if ((response.statusCode ?? 500) >= 400) reject(new Error(`${response.statusCode} ${text.slice(0, 300)}`));
            else resolve(JSON.parse(text) as T);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const pieces = (path: string, onText: (text: string) => void) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        { agent, method: 'GET', host: base.hostname, port: base.port, path, headers },
        (response) => {
          if ((response.statusCode ?? 500) >= 400) reject(new Error(`${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', onText);
          response.on('end', resolve);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
  return {
    get: (path, query) => call('GET', `/api/${path}${queryString(query)}`),
    getPieces: (path, query, onText) => pieces(`/api/${path}${queryString(query)}`, onText),
    post: (path, body) => call('POST', `/api/${path}`, JSON.stringify(body)),
    getPath: (path) => call('GET', path),
  };
}
