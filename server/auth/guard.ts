/**
 * Every /api request is checked here before its handler: a valid Firebase ID
 * token (401), an enabled account (403), a verified email outside /api/auth
 * (403), and the route's permission from the spec's table (403). The caller's
 * row is read here on every request (services/users.ts), so these checks see it as it is now.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAnyPermission, type Permission } from '../../resources/kit/permissions';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import { resolveUser, type CurrentUser } from '../services/users';
import type { IdentityProvider, VerifiedToken } from './identity';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser;
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
  }
}

type GuardConfig = { permission?: Permission | readonly Permission[]; allowUnverified?: boolean };

/** The account's checks, against its row as it is now. */
async function checkedUser(db: Database, token: VerifiedToken, config: GuardConfig): Promise<CurrentUser> {
  const user = await resolveUser(db, token);
  if (user.disabled) throw forbidden('errors.auth.userDisabled');
  if (!user.emailVerified && !config.allowUnverified) throw forbidden('errors.auth.emailUnverified');
  if (config.permission && !hasAnyPermission(user.roles, config.permission)) throw forbidden();
  return user;
}

/** A missing or refused token: the route is told first (it may answer a 429 instead, rate-limits.ts). */
async function refuse(
  config: FastifyContextConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  error: Error,
): Promise<never> {
  await config.tokenRefused?.(request, reply);
  throw error;
}

export function registerAuthGuard(app: FastifyInstance, db: Database, identity: IdentityProvider): void {
  app.decorateRequest('currentUser', null as unknown as CurrentUser);
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
    request.currentUser = await checkedUser(db, token, config);
  });
}
