/**
 * A route handler for an answer fixed at start (the client's Firebase config): serialized once,
 * with an ETag and a Cache-Control max-age, so the browser and any proxy reuse it and a repeat
 * costs nothing. Not rate limited: nothing to spend, and a stranger's hammering must never stop
 * the app from loading for users behind the same address.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Changes only with a restart; 5 minutes keeps a redeploy's new value close. */
const MAX_AGE_SECONDS = 300;

/** Whether an If-None-Match header (a list, weak or not, or *) names `etag`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export function staticAnswer(value: unknown) {
  return staticText(JSON.stringify(value), 'application/json; charset=utf-8');
}

/** The same for a text of any type (the API's reference page). */
export function staticText(body: string, type: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // Sent here, nothing returned: the route's schema types what a handler returns, not a text sent as it is.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) reply.code(304).send();
    else reply.type(type).send(body);
  };
}
