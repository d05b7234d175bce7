/** GET /api/iam/role: each role of the dictionary with the users holding it (the roles view of /iam, docs/product-spec.md#private-routes-and-permissions). */
import { arrayContains, asc } from 'drizzle-orm';
import { roles as dictionary, type Role } from '../../../resources/kit/permissions';
import type { RoleNode } from '../../../resources/kit/roles-answer';
import type { Database } from '../../db/client';
import { appUser } from '../../db/tables';
import { badRequest } from '../../errors';
import { toCurrentUser } from '../users';

const isRole = (name: string): name is Role => (dictionary as readonly string[]).includes(name);

export async function rolesTree(db: Database, query: { filter?: unknown; orderBy?: unknown }): Promise<RoleNode[]> {
  // As on every list: an unknown or malformed parameter (`filter[role=x`) is refused, not ignored.
  const unknown = Object.keys(query).find((key) => key !== 'filter' && key !== 'orderBy');
  if (unknown !== undefined) throw badRequest('errors.query.unknownParam', { key: unknown });
  const filter = (query.filter ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || Object.keys(filter).some((key) => key !== 'role')) {
    throw badRequest('errors.query.unknownFilter', { key: Object.keys(filter).find((k) => k !== 'role') ?? 'filter' });
  }
  const orderBy = query.orderBy ?? 'role_ASC';
  if (orderBy !== 'role_ASC' && orderBy !== 'role_DESC')
    throw badRequest('errors.query.invalidOrderBy', { key: String(orderBy) });
  const wanted = typeof filter.role === 'string' && filter.role ? [filter.role] : [...dictionary];
  if (!wanted.every(isRole)) throw badRequest('errors.query.invalidFilter', { key: 'role' });
  const nodes: RoleNode[] = [];
  for (const role of wanted) {
    const holders = await db
      .select()
      .from(appUser)
      .where(arrayContains(appUser.roles, [role]))
      .orderBy(asc(appUser.email));
    if (!holders.length) continue;
    nodes.push({
      role,
      users: holders.map((row) => {
        const { id, email, fullName, disabled } = toCurrentUser(row);
        return { id, email, fullName, disabled };
      }),
    });
  }
  return orderBy === 'role_DESC' ? nodes.reverse() : nodes;
}
