/**
 * Every call to the backend: bearer token, Accept-Language, bracket-form query
 * strings (spec section 7). Failures throw react-admin's HttpError with the
 * server's message, so the spec's error handling sees status and text.
 */
import qs from 'qs';
import { HttpError } from 'ra-core';
import { firebaseAuth } from './firebase';
import { currentLocale } from './locale';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
}

export function queryString(query: Record<string, unknown> | undefined): string {
  const text = qs.stringify(query ?? {}, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });
  return text ? `?${text}` : '';
}

export async function apiFetch<T>(path: string, { method = 'GET', query, body }: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const user = firebaseAuth().currentUser;
  if (user) headers.Authorization = `Bearer ${await user.getIdToken()}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${path}${queryString(query)}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = (json as { message?: string } | undefined)?.message ?? text ?? 'Ops, an error occurred';
    throw new HttpError(message, response.status, json);
  }
  return json as T;
}
