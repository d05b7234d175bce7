/**
 * What the auth guard did with a request, read from the answer: its refusals carry the spec's
 * messages (docs/product-spec.md#errors-and-messages); anything else below 500 means the handler ran, so the caller got through.
 */
import type { Permission } from '../../../resources/kit/permissions';
import { hasAnyPermission, roles, type Role } from '../../../resources/kit/permissions';
import type { CallResult } from '../http';
import type { AppRoute } from './route-table';

export type Outcome = 'signIn' | 'forbidden' | 'disabled' | 'unverified' | 'through' | 'error';

const guardRefusals: Record<string, Outcome> = {
  "403 Sorry, you don't have access to this page": 'forbidden',
  '403 Your account is disabled': 'disabled',
  '403 Verify your email to continue': 'unverified',
};

export function outcomeOf(res: CallResult<{ message?: string }>): Outcome {
  if (res.status >= 500) return 'error';
  if (res.status === 401) return 'signIn';
  return guardRefusals[`${res.status} ${res.body?.message}`] ?? 'through';
}

/** The roles a route lets through: those holding any one of its permissions; every role when it asks none. */
export function allowedRoles(route: AppRoute): Role[] {
  const permission: readonly Permission[] | undefined = route.permission;
  return permission ? roles.filter((role) => hasAnyPermission([role], permission)) : [...roles];
}

/**
 * Runs `check` over the routes in parallel and answers the mismatches, one line each
 * ("GET /api/x: expected forbidden, got through (200)"), so one failure lists them all.
 */
export async function mismatches(
  routes: AppRoute[],
  expected: (route: AppRoute) => Outcome,
  send: (route: AppRoute) => Promise<CallResult<{ message?: string }>>,
): Promise<string[]> {
  const lines = await Promise.all(
    routes.map(async (route) => {
      const want = expected(route);
      const res = await send(route);
      const got = outcomeOf(res);
      return got === want
        ? ''
        : `${route.key}: expected ${want}, got ${got} (${res.status} ${JSON.stringify(res.body).slice(0, 120)})`;
    }),
  );
  return lines.filter(Boolean);
}
