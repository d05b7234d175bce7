/**
 * PGlite keeps signed-in users between requests (server/db/user-cache.ts). Any change to app_user,
 * by any statement, must reach the very next request: a disabled user refused, a role taken away
 * refused, a role given allowed. On PostgreSQL nothing is kept and the same answers hold.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { appUser } from '../../server/db/tables';
import { UserCache, userCacheOf } from '../../server/db/user-cache';
import { call } from '../helpers/http';
import { setupPartsFlow } from '../helpers/parts-flow';

// A fresh app and database with an owner (the parts-flow set-up is no more than that).
const ctx = setupPartsFlow();

const customers = () => call(ctx.app, 'GET', '/api/customer', { token: ctx.owner.token });
const setRoles = (roles: string[]) => ctx.db.update(appUser).set({ roles }).where(eq(appUser.id, ctx.owner.id));

test('on PGlite the user is kept after a request; on PostgreSQL nothing is', async () => {
  expect((await customers()).status).toBe(200);
  const cache = userCacheOf(ctx.db);
  if (ctx.driver === 'pglite') expect(cache?.get(ctx.owner.uid)).toMatchObject({ id: ctx.owner.id });
  else expect(cache).toBeUndefined();
});

test('a role taken away by any statement is refused on the next request, and given back allowed', async () => {
  expect((await customers()).status).toBe(200);
  await setRoles(['viewer']);
  expect((await call(ctx.app, 'DELETE', '/api/customer', { token: ctx.owner.token, query: { ids: ['x'] } })).status).toBe(403);
  await setRoles([]);
  expect((await customers()).status).toBe(403);
  await setRoles(['owner']);
  expect((await customers()).status).toBe(200);
});

test('a user disabled in raw SQL, inside a transaction, is refused as soon as it commits', async () => {
  expect((await customers()).status).toBe(200);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update app_user set disabled = true where id = ${ctx.owner.id}`);
    await tx.execute(sql`select 1`);
  });
  expect((await customers()).status).toBe(403);
  await ctx.db.update(appUser).set({ disabled: false }).where(eq(appUser.id, ctx.owner.id));
  expect((await customers()).status).toBe(200);
});

describe('UserCache', () => {
  test('a row read before a change is not kept after it', () => {
    const cache = new UserCache<string>();
    const since = cache.version();
    cache.clear(); // a change lands while the row is being read
    cache.keep('uid', 'stale', since);
    expect(cache.get('uid')).toBeUndefined();
    cache.keep('uid', 'fresh', cache.version());
    expect(cache.get('uid')).toBe('fresh');
    cache.clear();
    expect(cache.get('uid')).toBeUndefined();
  });
});
