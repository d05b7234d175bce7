/**
 * The caller's row is read one way: the guard looks it up by uid on every signed-in request
 * (server/services/users.ts), before the handler runs, on PGlite and PostgreSQL alike. Nothing is
 * kept between requests, so any change to app_user, by any statement, reaches the very next one:
 * a disabled user refused, a role taken away refused, a role given back allowed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import type { Database } from '../../server/db/client';
import { appUser } from '../../server/db/tables';
import { call, callRaw } from '../helpers/http';
import { createCustomer, setupPartsFlow } from '../helpers/parts-flow';
import { signUp } from '../helpers/users';

const ctx = setupPartsFlow();
const DISABLED = { message: 'Your account is disabled' };

const setOwner = (values: { disabled?: boolean; roles?: string[] }) =>
  ctx.db.update(appUser).set(values).where(eq(appUser.id, ctx.owner.id));
const customers = (query: Record<string, unknown> = { limit: 10, offset: 0 }, token = ctx.owner.token) =>
  call(ctx.app, 'GET', '/api/customer', { token, query });

afterEach(async () => {
  await setOwner({ disabled: false, roles: ['owner'] });
});

type Query = (...args: unknown[]) => Promise<unknown>;

/** The driver's own query method (PGlite's or the pg pool's), from the client's prototypes. */
function driverQuery(client: object): Query {
  for (let proto = Object.getPrototypeOf(client); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, 'query')) return proto.query as Query;
  }
  throw new Error('no query method');
}

/** The text of every statement `work` sends through the database's client. */
async function statementsOf(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const query = driverQuery(client);
  const sent: string[] = [];
  // An own property of the client (of PGlite behind its proxy, or the pool) in front of the driver's method.
  client.query = function (this: unknown, ...args: unknown[]) {
    sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    delete (client as { query?: Query }).query;
  }
  return sent;
}

const readsUser = (text: string) => text.includes('"app_user"');

test('every request looks the caller up first, by one statement of its own, and keeps nothing', async () => {
  await createCustomer(ctx);
  for (let request = 0; request < 2; request++) {
    let answer: Awaited<ReturnType<typeof customers>> | undefined;
    const sent = await statementsOf(ctx.db, async () => (answer = await customers()));
    expect(answer?.status).toBe(200);
    expect((answer?.body as { count: number }).count).toBeGreaterThan(0);
    // The lookup, then the page and its count, which read nothing of the caller.
    expect(sent).toHaveLength(3);
    expect(readsUser(sent[0])).toBe(true);
    expect(sent.slice(1).filter(readsUser)).toEqual([]);
  }
});

test('a user disabled, or without the role, gets the refusal and not the list', async () => {
  await createCustomer(ctx);
  await setOwner({ disabled: true });
  expect(await customers()).toEqual({ status: 403, body: DISABLED });
  await setOwner({ disabled: false, roles: [] });
  expect((await customers()).status).toBe(403);
  await setOwner({ roles: ['owner'] });
  expect((await customers()).status).toBe(200);
});

test('a role taken away by any statement is refused on the next request, and given back allowed', async () => {
  const setRoles = (roles: string[]) => ctx.db.update(appUser).set({ roles }).where(eq(appUser.id, ctx.owner.id));
  expect((await customers()).status).toBe(200);
  await setRoles(['viewer']);
  expect(
    (await call(ctx.app, 'DELETE', '/api/customer', { token: ctx.owner.token, query: { ids: ['x'] } })).status,
  ).toBe(403);
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

test("the refusal wins over the list's own error: a bad query by a refused user is a 403", async () => {
  const bad = { orderBy: 'nonsense_ASC', limit: 10 };
  await setOwner({ roles: [] });
  expect((await customers(bad)).status).toBe(403);
  await setOwner({ roles: [], disabled: true });
  expect(await customers({ filter: { nonsense: 'x' } })).toEqual({ status: 403, body: DISABLED });
  await setOwner({ roles: ['owner'], disabled: false });
  expect((await customers(bad)).status).toBe(400);
});

test('an export by a disabled user is refused before a byte of it is sent', async () => {
  await createCustomer(ctx);
  await setOwner({ disabled: true });
  const refused = await callRaw(ctx.app, '/api/customer', { token: ctx.owner.token });
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body.toString('utf8'))).toEqual(DISABLED);
});

test("a first request that is a list still creates the account's row, refused until given a role", async () => {
  const stranger = await signUp();
  expect((await customers(undefined, stranger.token)).status).toBe(403);
  const [row] = await ctx.db.select().from(appUser).where(eq(appUser.authenticationUid, stranger.uid));
  expect(row).toMatchObject({ email: stranger.email, roles: [] });
});
