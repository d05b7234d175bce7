/**
 * Every /api request is checked here before its handler: a valid Firebase ID
 * token (401), an enabled account (403), a verified email outside /api/auth
 * (403), and the route's permission from the spec's table (403).
 */
import type { FastifyInstance } from 'fastify';
import { hasAnyPermission, type Permission } from '../../resources/kit/permissions';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import { resolveUser, type CurrentUser } from '../services/users';
import type { IdentityProvider } from './identity';

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

export function registerAuthGuard(app: FastifyInstance, db: Database, identity: IdentityProvider): void {
  app.decorateRequest('currentUser', null as unknown as CurrentUser);
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.public || !request.url.startsWith('/api/')) return;
    const refuse = async (error: Error): Promise<never> => {
      await config.tokenRefused?.(request, reply);
      throw error;
    };
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match) return refuse(unauthorized());
    const token = await identity.verifyIdToken(match[1]).catch((error: { code?: string }) =>
      // A disabled account's token is refused by Firebase itself: say so, as the spec's 403.
      refuse(error?.code === 'auth/user-disabled' ? forbidden('errors.auth.userDisabled') : unauthorized()),
    );
    const user = await resolveUser(db, token);
    if (user.disabled) throw forbidden('errors.auth.userDisabled');
    if (!user.emailVerified && !config.allowUnverified) throw forbidden('errors.auth.emailUnverified');
    if (config.permission && !hasAnyPermission(user.roles, config.permission)) throw forbidden();
    request.currentUser = user;
  });
}
