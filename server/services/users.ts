/** The signed-in user's record: found by uid, else by invitation email, else created (first one is owner). */
import { count, eq, sql } from 'drizzle-orm';
import type { VerifiedToken } from '../auth/identity';
import type { Database } from '../db/client';
import { appUser } from '../db/tables';
import type { CurrentUser } from '../../resources/kit/current-user-answer';

export type { CurrentUser } from '../../resources/kit/current-user-answer';

export type UserRow = typeof appUser.$inferSelect;
/** What a CurrentUser is made of. */
export type UserFields = Pick<
  UserRow,
  | 'id'
  | 'authenticationUid'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'avatars'
  | 'roles'
  | 'disabled'
  | 'emailVerified'
>;

const FIRST_USER_LOCK = 727_002;

export function toCurrentUser(row: UserFields, emailVerified = row.emailVerified): CurrentUser {
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    authenticationUid: row.authenticationUid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName,
    phoneNumber: row.phoneNumber,
    // A files field's value: written only through its rules (profile.ts, the user resource).
    avatars: row.avatars as CurrentUser['avatars'],
    roles: row.roles,
    disabled: row.disabled,
    emailVerified,
  };
}

// Every signed-in request reads its user: a prepared statement, rendered once per database (docs/architecture.md#request-path).
const prepareByUid = (db: Database) =>
  db
    .select()
    .from(appUser)
    .where(eq(appUser.authenticationUid, sql.placeholder('uid')))
    .prepare('app_user_by_uid');
const byUid = new WeakMap<Database, ReturnType<typeof prepareByUid>>();

async function findByUid(db: Database, uid: string): Promise<UserRow | undefined> {
  let query = byUid.get(db);
  if (!query) byUid.set(db, (query = prepareByUid(db)));
  const [row] = await query.execute({ uid });
  return row;
}

/**
 * Resolves the user on every request, read as it is now (nothing is kept between requests, so a
 * change by any statement or instance counts at once); writes only when something changed.
 */
export async function resolveUser(db: Database, token: VerifiedToken): Promise<CurrentUser> {
  const existing = await findByUid(db, token.uid);
  if (existing) {
    if (existing.emailVerified !== token.emailVerified) {
      await db.update(appUser).set({ emailVerified: token.emailVerified }).where(eq(appUser.id, existing.id));
    }
    return toCurrentUser(existing, token.emailVerified);
  }
  const row = await db.transaction(async (tx) => {
    // Serialises sign-ups so exactly one first user becomes owner.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    const raced = await findByUid(tx, token.uid);
    if (raced) return raced;
    const [invited] = await tx.select().from(appUser).where(eq(appUser.email, token.email));
    if (invited) {
      const [linked] = await tx
        .update(appUser)
        .set({ authenticationUid: token.uid, emailVerified: token.emailVerified, updatedAt: new Date() })
        .where(eq(appUser.id, invited.id))
        .returning();
      return linked;
    }
    const [{ users }] = await tx.select({ users: count() }).from(appUser);
    const [firstName, ...rest] = (token.name ?? '').split(' ');
    const [created] = await tx
      .insert(appUser)
      .values({
        authenticationUid: token.uid,
        email: token.email,
        firstName: firstName || null,
        lastName: rest.join(' ') || null,
        emailVerified: token.emailVerified,
        roles: Number(users) === 0 ? ['owner'] : [],
      })
      .returning();
    return created;
  });
  return toCurrentUser(row, token.emailVerified);
}
