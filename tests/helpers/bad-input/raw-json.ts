/** A JSON body sent as written, for what JSON.stringify cannot produce (1e999, which JSON.parse reads as Infinity). */
import type { FastifyInstance } from 'fastify';
import type { CallResult } from '../http';

export async function sendRawJson(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: string,
): Promise<CallResult<unknown>> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' };
  const res = await app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

/** `data` as JSON with `field`'s value written out raw. */
export function withRawValue(data: Record<string, unknown>, field: string, raw: string): string {
  const marker = '"__raw_value__"';
  return JSON.stringify({ data: { ...data, [field]: '__raw_value__' } }).replace(marker, raw);
}
