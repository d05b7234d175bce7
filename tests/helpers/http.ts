/** Requests through app.inject, with the client's bracket-form query strings (spec section 7). */
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

export interface CallOptions {
  token?: string;
  /** A raw Authorization header, for malformed ones. */
  authorization?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  lang?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** The same serialisation as src/providers/api.ts queryString(). */
export function bracketQuery(query: Record<string, unknown> | undefined): string {
  const text = qs.stringify(query ?? {}, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });
  return text ? `?${text}` : '';
}

export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  const response = await app.inject({
    method,
    url: `${path}${bracketQuery(options.query)}`,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const text = response.body;
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.statusCode, body: body as T };
}
