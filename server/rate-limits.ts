/**
 * Rate limits (@fastify/rate-limit) for the routes a stranger can reach, per caller address, and
 * for the auth routes, per signed-in user with refused tokens counted per address. Off for every
 * other route: signed-in use of the API is never throttled here. The numbers come from
 * AppConfig.rateLimits (RATE_LIMIT_*). The caller address is the socket's, or X-Forwarded-For's
 * when TRUST_PROXY names the proxy (config.ts).
 * A refusal is a 429 with errors.tooManyRequests, in the caller's language (error-handler.ts).
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

const MINUTE_MS = 60_000;

export const rateLimits = fp(
  async (app) => {
    // Routes opt in through config.rateLimit; registered before them, so each is seen.
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limits' },
);

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
  const check = perAddressCheck(app, max);
  return check ? [check] : [];
}

/** Counts one request against `max` a minute for its address (a bucket of its own); past it, a 429. */
function perAddressCheck(app: FastifyInstance, max: number) {
  if (max <= 0) return undefined;
  const check = app.createRateLimit({ max, timeWindow: MINUTE_MS });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
  };
}

/**
 * The auth routes' limits: `max` a minute per verified user, counted after the guard (preHandler,
 * keyed by the user's id), and `max` refused tokens (missing, made up, expired) a minute per
 * address, counted by the guard (auth/guard.ts). A stranger's garbage so throttles only the
 * stranger's address, and users sharing an address (one proxy, one office) keep their own budgets.
 * The refusal bucket is one for every route given these limits.
 */
export function authRouteLimits(app: FastifyInstance, max: number) {
  const rateLimit: RateLimitOptions | false =
    max > 0
      ? { max, timeWindow: MINUTE_MS, hook: 'preHandler', keyGenerator: (request) => `user:${request.currentUser.id}` }
      : false;
  return { rateLimit, tokenRefused: perAddressCheck(app, max) };
}
