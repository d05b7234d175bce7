/**
 * Rate limits (@fastify/rate-limit) for the routes a stranger can reach and the auth routes,
 * per caller address, counted before the token is checked. Off for every other route: signed-in
 * use of the API is never throttled here. The numbers come from AppConfig.rateLimits (RATE_LIMIT_*).
 * A refusal is a 429 with errors.tooManyRequests, in the caller's language (error-handler.ts).
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

const MINUTE_MS = 60_000;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  // Routes opt in through config.rateLimit; registered before them, so each is seen.
  await app.register(rateLimit, { global: false });
}

/**
 * A route's `config.rateLimit`: `max` requests a minute per address, counted on arrival (before
 * the body is read or the token verified), so bad tokens and unknown ids count too; 0: no limit.
 */
export function perAddressPerMinute(max: number): RateLimitOptions | false {
  return max > 0 ? { max, timeWindow: MINUTE_MS, hook: 'onRequest' } : false;
}

/**
 * An onRequest hook with the same per-address limit, for a route whose own config.rateLimit
 * already limits by something else (the password reset: per address here, per email there).
 * Built on createRateLimit: the plugin runs only one of its own hooks per request.
 */
export function perAddressHook(app: FastifyInstance, max: number): onRequestAsyncHookHandler[] {
  if (max <= 0) return [];
  const check = app.createRateLimit({ max, timeWindow: MINUTE_MS });
  return [async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
  }];
}
