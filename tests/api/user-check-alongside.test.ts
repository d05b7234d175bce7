/**
 * A record's list, its page and its lookup run while the caller's row is read (server/auth/guard.ts,
 * checkUserAlongside): nothing is answered until that read has passed, and a refusal wins over
 * whatever the handler found (rows, a 400, a 404). An export starts only after the check.
 */
import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import type { Database } from '../../server/db/client';
import { appUser } from '../../server/db/tables';
import { userCacheOf } from '../../server/db/user-cache';
import { call, callRaw } from '../helpers/http';
import { createCustomer, setupPartsFlow } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const DISABLED = { message: 'Your account is disabled' };

const setOwner = (values: { disabled?: boolean; roles?: string[] }) =>
  ctx.db.update(appUser).set(values).where(eq(appUser.id, ctx.owner.id));
const asOwner = (path: string, query?: Record<string, unknown>) => call(ctx.app, 'GET', path, { token: ctx.owner.token, query });

afterEach(async () => {
  await setOwner({ disabled: false, roles: ['owner'] });
});

const aCustomer = async () => (await createCustomer(ctx)).id;

test('a user disabled meanwhile gets the refusal, not the list, the record or the lookup', async () => {
  const id = await aCustomer();
  await setOwner({ disabled: true });
  for (const path of ['/api/customer', `/api/customer/${id}`, '/api/customer/autocomplete']) {
    expect(await asOwner(path, { limit: 10, offset: 0 })).toEqual({ status: 403, body: DISABLED });
  }
});

test('the refusal wins over the handler\'s own answer: a bad list query or an unknown id is still a 403', async () => {
  await setOwner({ roles: [] });
  expect((await asOwner('/api/customer', { orderBy: 'nonsense_ASC', limit: 10 })).status).toBe(403);
  expect((await asOwner('/api/customer/00000000-0000-4000-8000-000000000000')).status).toBe(403);
  await setOwner({ roles: ['owner'] });
  expect((await asOwner('/api/customer', { orderBy: 'nonsense_ASC', limit: 10 })).status).toBe(400);
});

test('an export by a disabled user is refused before a byte of it is sent', async () => {
  await aCustomer();
  await setOwner({ disabled: true });
  const refused = await callRaw(ctx.app, '/api/customer', { token: ctx.owner.token });
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body.toString('utf8'))).toEqual(DISABLED);
});

type Query = (...args: unknown[]) => Promise<unknown>;

/** The driver's own query method (PGlite's or the pg pool's), from the client's prototypes. */
function driverQuery(client: object): Query {
  for (let proto = Object.getPrototypeOf(client); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.prototype.hasOwnProperty.call(proto, 'query')) return proto.query as Query;
  }
  throw new Error('no query method');
}

/** Holds every read of app_user until released, and tells when a statement on `table` is sent meanwhile. */
function holdUserReads(db: Database, table: string) {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const query = driverQuery(client);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  let seen!: () => void;
  const sentWhileHeld = new Promise<void>((resolve) => (seen = resolve));
  // An own property of the client (of PGlite behind its proxy, or the pool) in front of the driver's method.
  client.query = async function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
    if (text.includes('from "app_user"')) {
      held++;
      await released;
    } else if (held > 0 && text.includes(`from "${table}"`)) seen();
    return query.apply(this, args);
  };
  return { sentWhileHeld, release: () => release(), restore: () => void delete (client as { query?: Query }).query };
}

test('a list\'s statements are sent while the user\'s row is still being read, and answered after it', async () => {
  await aCustomer();
  userCacheOf(ctx.db)?.clear(); // PGlite keeps users: this request reads its row again
  const hold = holdUserReads(ctx.db, 'customer');
  try {
    const answer = asOwner('/api/customer', { limit: 10, offset: 0 });
    await hold.sentWhileHeld;
    let answered = false;
    void answer.then(() => (answered = true));
    // The list's own statements have been sent; the answer still waits for the user's row.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    hold.release();
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect((body as { count: number }).count).toBeGreaterThan(0);
  } finally {
    hold.release();
    hold.restore();
  }
});
