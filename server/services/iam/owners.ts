/**
 * Owner protection for every IAM write: only an owner grants or takes away `owner`, or changes
 * the roles or status of an owner; and the shop never ends up without an enabled owner.
 * Editors and security reviewers keep every other power over users.
 */
import { and, arrayContains, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser } from '../../db/tables';
import { forbidden } from '../../errors';
import type { Actor } from '../audit';

const OWNER = 'owner';
/** One lock for all IAM writes (any fixed key; 'iam-owners' as text). */
const IAM_LOCK = sql`hashtext('iam-owners')`;

/** What a write would make of one user's roles and status. */
export interface UserState {
  roles: readonly string[];
  disabled: boolean;
}

export interface OwnerGuard {
  /** The actor as the database has them now: an owner, and still enabled. */
  actorIsOwner: boolean;
  /** Refuses a change the actor may not make; call once per user the write touches. */
  check(before: UserState | null, after: UserState): void;
  /** After the writes, in the same transaction: refuses if no enabled owner is left. */
  ownerRemains(): Promise<void>;
}

const isOwner = (state: UserState | null) => Boolean(state?.roles.includes(OWNER));
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role)) && b.every((role) => a.includes(role));

/**
 * Takes the IAM lock first, so two owners acting on each other at once are served one after the
 * other, the second seeing the first's result (possibly that they are no longer an owner).
 */
export async function guardOwners(tx: Database, actor: Actor): Promise<OwnerGuard> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IAM_LOCK})`);
  const [self] = actor.id
    ? await tx
        .select({ roles: appUser.roles, disabled: appUser.disabled })
        .from(appUser)
        .where(eq(appUser.id, actor.id))
    : [];
  const actorIsOwner = Boolean(self && !self.disabled && isOwner(self));
  let ownerLost = false;
  return {
    actorIsOwner,
    check(before, after) {
      const wasEnabledOwner = isOwner(before) && !before?.disabled;
      if (wasEnabledOwner && !(isOwner(after) && !after.disabled)) ownerLost = true;
      if (actorIsOwner) return;
      if (isOwner(before) !== isOwner(after)) throw forbidden('errors.iam.ownerRoleByOwner');
      const changed = before !== null && (!sameRoles(before.roles, after.roles) || before.disabled !== after.disabled);
      if (isOwner(before) && changed) throw forbidden('errors.iam.ownerChangedByOwner');
    },
    async ownerRemains() {
      if (!ownerLost) return;
      const [{ owners }] = await tx
        .select({ owners: count() })
        .from(appUser)
        .where(and(arrayContains(appUser.roles, [OWNER]), eq(appUser.disabled, false)));
      if (Number(owners) === 0) throw forbidden('errors.iam.lastOwner');
    },
  };
}
