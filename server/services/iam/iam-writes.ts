/**
 * The IAM calls of docs/product-spec.md#api-calls (invite, edit, enable/disable, remove roles), each with its
 * audit entries in one transaction. The rules of docs/domain-rules.md#owners: nobody disables themselves or
 * revokes their own owner role. Owners are protected by ./owners (checked before each write,
 * under the IAM lock, so a refusal writes nothing).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser } from '../../db/tables';
import { ApiError, badRequest } from '../../errors';
import { resources } from '../../../resources';
import { recordAudit, type Actor } from '../audit';
import { checkRecordFiles } from '../files/record-files';
import { UUID } from '../records/references';
import { toCurrentUser, type UserRow } from '../users';
import { checkInviteKeys, parseEmails, parseRoles, parseUserUpdate } from './invitation-input';
import { guardOwners } from './owners';

const userNotFound = () => new ApiError(404, 'errors.iam.userNotFound');
const audited = (tx: Database, actor: Actor, row: UserRow, action: 'create' | 'update') =>
  recordAudit(tx, actor, { entityName: 'user', entityId: row.id, action, values: toCurrentUser(row) });

/** POST /api/iam: roles added to the users who exist, the rest created as invitations (they sign up later). */
export async function inviteUsers(db: Database, data: Record<string, unknown>, actor: Actor) {
  checkInviteKeys(data);
  const emails = parseEmails(data.emails ?? data.email);
  const roles = parseRoles(data.roles);
  return db.transaction(async (tx) => {
    const owners = await guardOwners(tx, actor);
    const existing = await tx.select().from(appUser).where(inArray(appUser.email, emails)).for('update');
    for (const email of emails) {
      const found = existing.find((row) => row.email === email);
      owners.check(found ?? null, {
        roles: [...new Set([...(found?.roles ?? []), ...roles])],
        disabled: found?.disabled ?? false,
      });
    }
    const rows: UserRow[] = [];
    const invited: string[] = [];
    for (const email of emails) {
      const found = existing.find((row) => row.email === email);
      if (found) {
        const merged = [...new Set([...found.roles, ...roles])];
        const [row] = await tx
          .update(appUser)
          .set({ roles: merged, updatedAt: new Date() })
          .where(eq(appUser.id, found.id))
          .returning();
        await audited(tx, actor, row, 'update');
        rows.push(row);
      } else {
        const [row] = await tx.insert(appUser).values({ email, roles }).returning();
        await audited(tx, actor, row, 'create');
        rows.push(row);
        invited.push(email);
      }
    }
    return { users: rows.map((row) => toCurrentUser(row)), invited };
  });
}

/** PUT /api/iam: names, phone, avatars and roles of one user (`data.id`). */
export async function updateUser(db: Database, data: Record<string, unknown>, actor: Actor) {
  // Not an id at all (' ', 'abc') is nobody too: as SQL it was an invalid uuid, a 500.
  const id = typeof data.id === 'string' && UUID.test(data.id) ? data.id : '';
  const changes = parseUserUpdate(data);
  return db.transaction(async (tx) => {
    const owners = await guardOwners(tx, actor);
    const [before] = id ? await tx.select().from(appUser).where(eq(appUser.id, id)).for('update') : [];
    if (!before) throw userNotFound();
    const roles = changes.roles as string[] | undefined;
    if (before.id === actor.id && before.roles.includes('owner') && roles && !roles.includes('owner')) {
      throw badRequest('errors.iam.revokeOwnOwner');
    }
    owners.check(before, { roles: roles ?? before.roles, disabled: before.disabled });
    // An avatar must be an upload for user/avatars; its stored details replace what was sent.
    await checkRecordFiles(tx, resources.user, changes);
    const [row] = await tx
      .update(appUser)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(appUser.id, id))
      .returning();
    await owners.ownerRemains();
    await audited(tx, actor, row, 'update');
    return toCurrentUser(row);
  });
}

/** PUT /api/iam/status: the answer lists the sign-in accounts to disable or enable too. */
export async function setUsersStatus(db: Database, body: Record<string, unknown>, actor: Actor) {
  const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
  if (!ids.length) throw badRequest('errors.mustSelectRow');
  if (typeof body.disabled !== 'boolean') throw badRequest('errors.badRequest');
  const disabled = body.disabled;
  if (disabled && ids.includes(actor.id ?? '')) throw badRequest('errors.iam.disableSelf');
  return db.transaction(async (tx) => {
    const owners = await guardOwners(tx, actor);
    // The strict pattern: 36 dashes passed the loose one and failed in SQL (a 500).
    const found = ids.every((id) => UUID.test(id))
      ? await tx.select().from(appUser).where(inArray(appUser.id, ids)).for('update')
      : [];
    if (found.length !== new Set(ids).size) throw userNotFound();
    for (const user of found) owners.check(user, { roles: user.roles, disabled });
    const rows = await tx
      .update(appUser)
      .set({ disabled, updatedAt: new Date() })
      .where(inArray(appUser.id, ids))
      .returning();
    await owners.ownerRemains();
    for (const row of rows) await audited(tx, actor, row, 'update');
    return rows;
  });
}

/** DELETE /api/iam?emails[]=..&roles[]=..&all=true: takes the roles (or every role) away from those users. */
export async function removeRoles(db: Database, query: Record<string, unknown>, actor: Actor) {
  const emails = parseEmails(query.emails);
  const all = query.all === true || query.all === 'true';
  const roles = all ? [] : parseRoles(query.roles);
  if (!all && !roles.length) throw badRequest('errors.mustSelectRow');
  if (emails.includes(actor.email.toLowerCase()) && (all || roles.includes('owner'))) {
    const [self] = await db
      .select({ roles: appUser.roles })
      .from(appUser)
      .where(eq(appUser.id, actor.id ?? ''));
    if (self?.roles.includes('owner')) throw badRequest('errors.iam.revokeOwnOwner');
  }
  await db.transaction(async (tx) => {
    const owners = await guardOwners(tx, actor);
    const found = await tx.select().from(appUser).where(inArray(appUser.email, emails)).for('update');
    if (found.length !== emails.length) throw userNotFound();
    const kept = (user: UserRow) => (all ? [] : user.roles.filter((role) => !roles.includes(role)));
    for (const user of found) owners.check(user, { roles: kept(user), disabled: user.disabled });
    for (const user of found) {
      const [row] = await tx
        .update(appUser)
        .set({ roles: kept(user), updatedAt: new Date() })
        .where(eq(appUser.id, user.id))
        .returning();
      await audited(tx, actor, row, 'update');
    }
    await owners.ownerRemains();
  });
  return {};
}
