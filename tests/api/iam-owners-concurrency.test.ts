/**
 * README "Guarantees", owner protection under concurrency: the shop's only two owners each
 * disabling or demoting the other at the same moment leave exactly one enabled owner; the other
 * request is refused (403) and writes nothing. On PostgreSQL (TEST_DATABASE_URL) both requests
 * are made to wait together on the IAM lock before it is released, so they really race; on
 * PGlite they queue on its single connection.
 */
import { and, arrayContains, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUser, resourceTables } from '../../server/db/tables';
import { createTestContext, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const IAM_LOCK = sql`pg_advisory_xact_lock(hashtext('iam-owners'))`;
type Move = (actor: TestUser, target: TestUser) => ReturnType<typeof call>;
const moves: Record<string, Move> = {
  disable: (actor, target) =>
    call(ctx.app, 'PUT', '/api/iam/status', { token: actor.token, body: { ids: [target.id], disabled: true } }),
  demote: (actor, target) =>
    call(ctx.app, 'PUT', '/api/iam', { token: actor.token, body: { data: { id: target.id, roles: ['viewer'] } } }),
  removeAll: (actor, target) =>
    call(ctx.app, 'DELETE', '/api/iam', { token: actor.token, query: { emails: [target.email], all: true } }),
};

/** Two fresh owners, the only ones: every earlier owner loses the role. */
async function twoOwners(): Promise<[TestUser, TestUser]> {
  await ctx.db
    .update(appUser)
    .set({ roles: ['viewer'] })
    .where(arrayContains(appUser.roles, ['owner']));
  return [
    await createUser(ctx.app, ctx.db, { roles: ['owner'] }),
    await createUser(ctx.app, ctx.db, { roles: ['owner'] }),
  ];
}

const enabledOwners = async () =>
  Number(
    (
      await ctx.db
        .select({ n: count() })
        .from(appUser)
        .where(and(arrayContains(appUser.roles, ['owner']), eq(appUser.disabled, false)))
    )[0].n,
  );
const auditOf = async (ids: string[]) =>
  Number(
    (
      await ctx.db
        .select({ n: count() })
        .from(resourceTables.auditLog)
        .where(inArray(resourceTables.auditLog.entityId, ids))
    )[0].n,
  );

/** Requests waiting for the IAM lock in this test's database. */
async function waitingOnLock(): Promise<number> {
  const result = await ctx.db.execute(sql`select count(*)::int as n from pg_locks
    where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** Both requests at once; on PostgreSQL held at the IAM lock until both wait there. */
async function atOnce<T>(requests: () => Promise<T>[]): Promise<T[]> {
  if (ctx.driver !== 'postgres') return Promise.all(requests());
  let sent: Promise<T[]> | undefined;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select ${IAM_LOCK}`);
    sent = Promise.all(requests());
    const deadline = Date.now() + 20_000;
    while ((await waitingOnLock()) < 2) {
      if (Date.now() > deadline) throw new Error('the two requests never waited together on the IAM lock');
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return sent!;
}

describe('two owners acting on each other at once', () => {
  test.each([
    ['disable', 'disable'],
    ['demote', 'demote'],
    ['removeAll', 'disable'],
    ['demote', 'removeAll'],
  ])('%s against %s: one succeeds, the other is refused, one enabled owner remains', async (first, second) => {
    const [a, b] = await twoOwners();
    const [byA, byB] = await atOnce(() => [moves[first](a, b), moves[second](b, a)]);
    expect([byA.status, byB.status].sort()).toEqual([200, 403]);
    const loser = byA.status === 200 ? byB : byA;
    // Held at the lock, both were signed in as owners; queued on PGlite, the second may be
    // turned away at sign-in already (disabled, or no longer allowed to edit users).
    if (ctx.driver === 'postgres') expect((loser.body as { message: string }).message).toMatch(/^Only an owner can/);
    expect(await enabledOwners()).toBe(1);
    // The refused request wrote nothing: one audit entry, the winner's.
    expect(await auditOf([a.id, b.id])).toBe(1);
  });
});
