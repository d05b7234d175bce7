/** The signed-in user's record: found by uid, else by invitation email, else created (first one is owner). */
import { count, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { VerifiedToken } from '../auth/identity';
import type { Database } from '../db/client';
import { appUser } from '../db/tables';
import { userCacheOf } from '../db/user-cache';

export type UserRow = typeof appUser.$inferSelect;
/** What a CurrentUser is made of: the row as read alongside a list (userRowAlongside) carries these. */
export type UserFields = Pick<UserRow, 'id' | 'authenticationUid' | 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'avatars' | 'roles' | 'disabled' | 'emailVerified'>;

export interface CurrentUser {
  id: string;
  authenticationUid: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phoneNumber: string | null;
  avatars: unknown;
  roles: string[];
  disabled: boolean;
  emailVerified: boolean;
}

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
    avatars: row.avatars,
    roles: row.roles,
    disabled: row.disabled,
    emailVerified,
  };
}

// Every signed-in request reads its user: rendered once per database, not per request (docs/architecture.md#list-statements).
const prepareByUid = (db: Database) =>
  db.select().from(appUser).where(eq(appUser.authenticationUid, sql.placeholder('uid'))).prepare('app_user_by_uid');
const byUid = new WeakMap<Database, ReturnType<typeof prepareByUid>>();

async function findByUid(db: Database, uid: string): Promise<UserRow | undefined> {
  let query = byUid.get(db);
  if (!query) byUid.set(db, (query = prepareByUid(db)));
  const [row] = await query.execute({ uid });
  return row;
}

/** The row by uid: from the cache where this database keeps one (db/user-cache.ts), else read. */
async function knownUser(db: Database, uid: string): Promise<UserRow | undefined> {
  const cache = userCacheOf<UserRow>(db);
  const cached = cache?.get(uid);
  if (cached) return cached;
  const since = cache?.version();
  const row = await findByUid(db, uid);
  if (row && cache && since !== undefined) cache.keep(uid, row, since);
  return row;
}

const byUidJson = new PgDialect().sqlToQuery(sql`(select row_to_json(${appUser}) from ${appUser} where ${appUser.authenticationUid} = `).sql;
/**
 * The caller's row as one JSON value (null when none), its uid the statement's parameter `n`, for a
 * statement that reads it beside its own work: a list's count, one round trip instead of two
 * (docs/architecture.md#request-path). Its text is rendered once, as the lookup's below.
 */
export const userRowAlongside = (n: number) => `${byUidJson}$${n})`;

/** Whether this database keeps the caller's row between requests (PGlite, db/user-cache.ts): no statement reads it. */
export const userKept = (db: Database, uid: string) => userCacheOf(db)?.get(uid) !== undefined;

/**
 * Resolves the user on every request; writes only when something changed. `alongside`: the row as a
 * statement of the request read it (userRowAlongside; null: none), instead of reading it here.
 */
export async function resolveUser(db: Database, token: VerifiedToken, alongside?: UserFields | null): Promise<CurrentUser> {
  const existing = alongside === undefined ? await knownUser(db, token.uid) : alongside;
  if (existing) {
    if (existing.emailVerified !== token.emailVerified) {
      // The write announces itself, so the cached row goes with it.
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
