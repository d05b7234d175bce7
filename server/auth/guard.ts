/**
 * Every /api request is checked here before its handler: a valid Firebase ID
 * token (401), an enabled account (403), a verified email outside /api/auth
 * (403), and the route's permission from the spec's table (403).
 * A route may read the caller's row with its own statements (config.readsUserRow: a list, one round
 * trip instead of two); its answer still goes out only after these checks, and a refusal wins.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { hasAnyPermission, type Permission } from '../../resources/kit/permissions';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import { resolveUser, userKept, type CurrentUser, type UserFields } from '../services/users';
import type { IdentityProvider, VerifiedToken } from './identity';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser;
    /** On a route with config.readsUserRow, until checkCaller ran: the caller's check, waiting for the row. */
    callerCheck: PendingCheck | null;
  }
  interface FastifyContextConfig {
    /** The permission a caller must hold; of a list, any one (an upload: create or edit). */
    permission?: Permission | readonly Permission[];
    /** Reachable without a token. */
    public?: boolean;
    /** Reachable with an unverified email (the /api/auth calls). */
    allowUnverified?: boolean;
    /** Told of a missing or refused token before the refusal; may throw a 429 instead (rate-limits.ts). */
    tokenRefused?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The handler reads the caller's row with its own statement (pendingCallerUid) and hands it to
     * checkCaller before it answers; one that streams calls checkCaller before it sends.
     */
    readsUserRow?: boolean;
  }
}

type GuardConfig = { permission?: Permission | readonly Permission[]; allowUnverified?: boolean };
/** What checkCaller needs to finish a caller's check (data, not a closure: one fewer allocation per list). */
interface PendingCheck { uid: string; db: Database; token: VerifiedToken; config: GuardConfig }

/** The account's checks, against its row as it is now (`row`: as the handler read it; else read here). */
async function checkedUser(db: Database, token: VerifiedToken, config: GuardConfig, row?: UserFields | null): Promise<CurrentUser> {
  const user = await resolveUser(db, token, row);
  if (user.disabled) throw forbidden('errors.auth.userDisabled');
  if (!user.emailVerified && !config.allowUnverified) throw forbidden('errors.auth.emailUnverified');
  if (config.permission && !hasAnyPermission(user.roles, config.permission)) throw forbidden();
  return user;
}

/** The uid whose row the handler should read with its statements; undefined when the caller is checked already. */
export const pendingCallerUid = (request: FastifyRequest) => request.callerCheck?.uid;

/** Runs the guard's checks on the row the handler read (none given: read now); once per request. */
export async function checkCaller(request: FastifyRequest, row?: UserFields | null): Promise<void> {
  const pending = request.callerCheck;
  if (!pending) return;
  request.callerCheck = null;
  request.currentUser = await checkedUser(pending.db, pending.token, pending.config, row);
}

/** Nothing is answered before the caller's check: the handler's error or answer waits for it, and a refusal wins. */
function answeredAfterCheck(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    let answer: unknown;
    try {
      answer = await handler.call(this, request, reply);
    } catch (error) {
      await checkCaller(request);
      throw error;
    }
    try {
      await checkCaller(request);
    } catch (refusal) {
      // A handler that sent on its own without the check is a bug: a refusal cuts its answer off.
      if (reply.sent) reply.raw.destroy();
      throw refusal;
    }
    return answer;
  };
}

/** A missing or refused token: the route is told first (it may answer a 429 instead, rate-limits.ts). */
async function refuse(config: FastifyContextConfig, request: FastifyRequest, reply: FastifyReply, error: Error): Promise<never> {
  await config.tokenRefused?.(request, reply);
  throw error;
}

export function registerAuthGuard(app: FastifyInstance, db: Database, identity: IdentityProvider): void {
  app.decorateRequest('currentUser', null as unknown as CurrentUser);
  app.decorateRequest('callerCheck', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.readsUserRow) route.handler = answeredAfterCheck(route.handler);
  });
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.public || !request.url.startsWith('/api/')) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match) return refuse(config, request, reply, unauthorized());
    let token: VerifiedToken;
    try {
      token = await identity.verifyIdToken(match[1]);
    } catch (error) {
      // A disabled account's token is refused by Firebase itself: say so, as the spec's 403.
      const disabled = (error as { code?: string } | null)?.code === 'auth/user-disabled';
      return refuse(config, request, reply, disabled ? forbidden('errors.auth.userDisabled') : unauthorized());
    }
    // PGlite keeps users: nothing to save where the row needs no statement.
    if (config.readsUserRow && !userKept(db, token.uid)) {
      request.callerCheck = { uid: token.uid, db, token, config };
      return;
    }
    request.currentUser = await checkedUser(db, token, config);
  });
}
