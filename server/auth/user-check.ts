/**
 * Reads that start beside the user check. On PostgreSQL every request reads its user (a disabled
 * account or a role taken away is refused on the very next request, from any instance), which
 * cost a round trip before a list's own statements could leave. A route marked `readsBesideUserCheck`
 * starts its read at once, when this user passed the same permission before; its answer still
 * waits for the check, and a refusal replaces it. docs/architecture.md#request-path
 */
import type { FastifyRequest } from 'fastify';
import { hasAnyPermission, type Permission } from '../../resources/kit/permissions';
import type { CurrentUser } from '../services/users';

const MAX_USERS = 10_000;

/** The roles each user last passed a check with: a guess only, for whether to start early. */
export class PassedChecks {
  private readonly roles = new Map<string, readonly string[]>();

  passed(uid: string, roles: readonly string[]): void {
    if (this.roles.size >= MAX_USERS) this.roles.clear();
    this.roles.set(uid, roles);
  }

  refused(uid: string): void {
    this.roles.delete(uid);
  }

  likelyAllowed(uid: string, permission: Permission | readonly Permission[] | undefined): boolean {
    const roles = this.roles.get(uid);
    return roles !== undefined && (!permission || hasAnyPermission(roles, permission));
  }
}

/**
 * The route's read, answered only once the user check passed. A refusal wins over anything the
 * read says (a bad query's 400 included), so a refused caller learns nothing from it.
 */
export async function afterUserCheck<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  const pending: Promise<CurrentUser> | null = request.userChecked;
  if (!pending) return read();
  const [checked, answered] = await Promise.allSettled([pending, read()]);
  if (checked.status === 'rejected') throw checked.reason;
  if (answered.status === 'rejected') throw answered.reason;
  return answered.value;
}
