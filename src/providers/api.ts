/**
 * Every call to the backend: bearer token, Accept-Language, bracket-form query
 * strings (docs/product-spec.md#api-calls). Failures throw react-admin's HttpError with the
 * server's message, so the spec's error handling sees status and text.
 */
import { HttpError } from 'ra-core';
import { bracketQuery } from './bracket-query';
import { firebaseAuth } from './firebase';
import { currentLocale } from './locale';

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Async as it was while qs loaded here lazily; bracket-query.ts writes what qs wrote, without qs. */
export async function queryString(query: Record<string, unknown> | undefined): Promise<string> {
  if (!query || !Object.keys(query).length) return '';
  const text = bracketQuery(query);
  return text ? `?${text}` : '';
}

async function requestHeaders(accept: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLocale() };
  const user = firebaseAuth().currentUser;
  if (user) headers.Authorization = `Bearer ${await user.getIdToken()}`;
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's error answer as react-admin's HttpError, with the message the server wrote. */
function httpError(status: number, text: string): HttpError {
  const json = parseJson(text);
  const message = (json as { message?: string } | undefined)?.message ?? text ?? 'Ops, an error occurred';
  return new HttpError(message, status, json);
}

export async function apiFetch<T>(path: string, { method = 'GET', query, body }: ApiOptions = {}): Promise<T> {
  const headers = await requestHeaders('application/json');
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${path}${await queryString(query)}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw httpError(response.status, text);
  return parseJson(text) as T;
}

/**
 * A GET whose answer is handed to `onText` piece by piece as it arrives (a long export), so the
 * caller can work on the start of it while the rest is on its way.
 */
export async function apiFetchPieces(
  path: string,
  query: Record<string, unknown>,
  onText: (text: string) => void,
): Promise<void> {
  const response = await fetch(`/api/${path}${await queryString(query)}`, {
    headers: await requestHeaders('application/json'),
  });
  if (!response.ok) throw httpError(response.status, await response.text());
  if (!response.body) return onText(await response.text());
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read())
    onText(decoder.decode(piece.value, { stream: true }));
  onText(decoder.decode());
}

/**
 * A binary answer (a record's PDF) from a path the server handed out, such as a record's `url`.
 * Only paths under /api/ are fetched, so the bearer token never leaves this origin.
 */
export async function apiFetchBlob(path: string): Promise<Blob> {
  if (!path.startsWith('/api/')) throw new HttpError('Not an API path', 400);
  const response = await fetch(path, { headers: await requestHeaders('application/pdf, application/json') });
  if (!response.ok) throw httpError(response.status, await response.text());
  const blob = await response.blob();
  // The server names the document in its language (fatura-12.pdf): kept for a download.
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

/**
 * Uploads one file as multipart/form-data, reporting progress (0 to 1) as it goes; answers what
 * the server stored. XMLHttpRequest because fetch reports no upload progress.
 */
export async function apiUpload<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  const headers = await requestHeaders('application/json');
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${path}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(parseJson(request.responseText) as T);
      else reject(httpError(request.status, request.responseText));
    };
    request.onerror = () => reject(new HttpError('errors.defaultMessage', 0));
    request.send(form);
  });
}
