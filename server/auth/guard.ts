/**
 * Every /api request is checked here before its handler: a valid Firebase ID
 * token (401), an enabled account (403), a verified email outside /api/auth
 * (403), and the route's permission from the spec's table (403).
 * Routes that only read may have their handler run while the user's row is read
 * (config.checkUserAlongside); nothing is answered until that check passes
 * (docs/architecture.md#request-path).
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { hasAnyPermission, type Permission } from '../../resources/kit/permissions';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import { resolveUser, type CurrentUser } from '../services/users';
import type { IdentityProvider, VerifiedToken } from './identity';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser;
    /** On a route checked alongside: the user once every check passed, or the refusal. */
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
    /**
     * The handler only reads and does not use currentUser: it runs while the user is looked up, and its
     * answer (or error) waits for that check, whose refusal wins. A handler that streams its answer
     * awaits request.userChecked before it sends.
     */
    checkUserAlongside?: boolean;
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

export function registerAuthGuard(app: FastifyInstance, db: Database, identity: IdentityProvider): void {
  app.decorateRequest('currentUser', null as unknown as CurrentUser);
  app.decorateRequest('userChecked', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.checkUserAlongside) route.handler = answeredAfterCheck(route.handler);
  });
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
    const checked = checkedUser(db, token, config);
    if (!config.checkUserAlongside) {
      request.currentUser = await checked;
      return;
    }
    // Surfaced by the wrapped handler (answeredAfterCheck), never left unhandled.
    checked.catch(() => undefined);
    request.userChecked = checked;
  });
}

/** The handler run beside the user's check; the answer goes out only once the check has passed. */
function answeredAfterCheck(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    const answered = (async () => handler.call(this, request, reply))();
    const [checked, answer] = await Promise.allSettled([request.userChecked ?? Promise.resolve(request.currentUser), answered]);
    if (checked.status === 'rejected') {
      // A handler that sent on its own without awaiting the check is a bug: cut its answer off.
      if (reply.sent) reply.raw.destroy();
      throw checked.reason;
    }
    request.currentUser = checked.value;
    if (answer.status === 'rejected') throw answer.reason;
    return answer.value;
  };
}
