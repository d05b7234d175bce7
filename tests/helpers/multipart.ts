/** Uploads through app.inject with a hand-built multipart/form-data body (one file part). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CallResult } from './http';

export interface UploadOptions {
  token?: string;
  filename?: string;
  /** What the browser claims; the server checks the content instead. */
  contentType?: string;
  lang?: string;
}

export function multipartBody(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----plating-test-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function upload<T = any>(
  app: FastifyInstance,
  path: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<CallResult<T>> {
  const body = multipartBody(bytes, options.filename ?? 'photo.png', options.contentType ?? 'image/png');
  const headers: Record<string, string> = { 'content-type': body.contentType, 'accept-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({ method: 'POST', url: path, headers, payload: body.payload });
  let parsed: unknown = response.body;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.statusCode, body: parsed as T };
}
