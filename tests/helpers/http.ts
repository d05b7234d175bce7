/** Requests through app.inject, with the client's bracket-form query strings (docs/product-spec.md#api-calls). */
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function inject(app: FastifyInstance, method: Method, path: string, options: CallOptions) {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  return app.inject({
    method,
    url: `${path}${bracketQuery(options.query)}`,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await inject(app, method, path, options);
  const text = response.body;
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.statusCode, body: body as T };
}

/** A GET whose answer is binary (a PDF): status, headers and the body's bytes. */
export async function callRaw(app: FastifyInstance, path: string, options: CallOptions = {}) {
  const response = await inject(app, 'GET', path, options);
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}
