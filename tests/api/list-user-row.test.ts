/**
 * A list reads the caller's row inside its own count statement (server/auth/guard.ts, readsUserRow):
 * two statements a list, not three, on PostgreSQL and wherever PGlite keeps no row for the caller.
 * The guard's checks still run on that row before anything is answered, and a refusal wins over the
 * list's own answer or error; an export is checked before a byte of it is sent.
 */
import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import type { Database } from '../../server/db/client';
import { appUser } from '../../server/db/tables';
import { userCacheOf } from '../../server/db/user-cache';
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

test('a list sends its page and its count, the count reading the caller\'s row: no statement of its own', async () => {
  await createCustomer(ctx);
  userCacheOf(ctx.db)?.clear(); // PGlite keeps users: this request has no row kept
  let answer: Awaited<ReturnType<typeof customers>> | undefined;
  const sent = await statementsOf(ctx.db, async () => (answer = await customers()));
  expect(answer?.status).toBe(200);
  expect((answer?.body as { count: number }).count).toBeGreaterThan(0);
  expect(sent).toHaveLength(2);
  expect(sent.filter((text) => text.includes('"app_user"'))).toHaveLength(1);
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

test('the refusal wins over the list\'s own error: a bad query by a refused user is a 403', async () => {
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

test('a first request that is a list still creates the account\'s row, refused until given a role', async () => {
  const stranger = await signUp();
  expect((await customers(undefined, stranger.token)).status).toBe(403);
  const [row] = await ctx.db.select().from(appUser).where(eq(appUser.authenticationUid, stranger.uid));
  expect(row).toMatchObject({ email: stranger.email, roles: [] });
});
