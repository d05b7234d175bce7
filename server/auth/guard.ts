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
import { PassedChecks } from './user-check';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser;
    /** Set where the handler's read started before the user check ended: await it through afterUserCheck. */
    userChecked: Promise<CurrentUser> | null;
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
    /** A read whose handler answers through afterUserCheck, so it may start beside the user check (user-check.ts). */
    readsBesideUserCheck?: boolean;
  }
}

export function registerAuthGuard(app: FastifyInstance, db: Database, identity: IdentityProvider): void {
  app.decorateRequest('currentUser', null as unknown as CurrentUser);
  app.decorateRequest('userChecked', null);
  const passedChecks = new PassedChecks();
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
    const check = resolveUser(db, token).then((user) => {
      if (user.disabled) throw forbidden('errors.auth.userDisabled');
      if (!user.emailVerified && !config.allowUnverified) throw forbidden('errors.auth.emailUnverified');
      if (config.permission && !hasAnyPermission(user.roles, config.permission)) throw forbidden();
      passedChecks.passed(token.uid, user.roles);
      request.currentUser = user;
      return user;
    });
    if (config.readsBesideUserCheck && passedChecks.likelyAllowed(token.uid, config.permission)) {
      // Settled by the handler (afterUserCheck); until then a refusal must not count as unhandled.
      check.catch(() => passedChecks.refused(token.uid));
      request.userChecked = check;
      return;
    }
    await check.catch((error: unknown) => {
      passedChecks.refused(token.uid);
      throw error;
    });
  });
}
