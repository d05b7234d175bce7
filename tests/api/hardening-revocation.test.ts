/**
 * Hardening: an account disabled in the Firebase console (here through the Admin SDK, not the app)
 * is refused within the recheck window (60 s): verified tokens are believed only that long before
 * Firebase is asked again. The identity provider's clock is moved instead of sleeping a minute.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app';
import { firebaseIdentity } from '../../server/auth/identity';
import { RECHECK_MS } from '../../server/auth/token-cache';
import { createTestContext, PROJECT_ID, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { adminAuth, createUser } from '../helpers/users';

let ctx: TestContext;
let app: FastifyInstance;
/** How far the identity provider's clock is ahead of the real one. */
let ahead = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.db,
    identity: firebaseIdentity(PROJECT_ID, { now: () => Date.now() + ahead }),
    config: ctx.config,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const me = (token: string) => call(app, 'GET', '/api/auth/me', { token });

describe('an account disabled in the Firebase console', () => {
  test('the promise is a minute', () => {
    expect(RECHECK_MS).toBe(60_000);
  });

  test('is refused with 403 once the recheck window has passed, with the same token', async () => {
    const user = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
    expect((await me(user.token)).status).toBe(200);
    await adminAuth().updateUser(user.uid, { disabled: true });
    // Within the window the verified token is still believed: this is the minute the promise allows.
    ahead = RECHECK_MS - 1_000;
    expect((await me(user.token)).status).toBe(200);
    ahead = RECHECK_MS + 1;
    expect(await me(user.token)).toEqual({ status: 403, body: { message: 'Your account is disabled' } });
    // Every route, not only /api/auth/me.
    expect((await call(app, 'GET', '/api/customer', { token: user.token })).status).toBe(403);
  });

  test('a token revoked in the console is refused with 401 after the window', async () => {
    ahead = 0;
    const user = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
    expect((await me(user.token)).status).toBe(200);
    // Revocation counts in whole seconds: tokens signed in before the revocation's second are refused.
    const signedInAt = (
      JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString()) as { auth_time: number }
    ).auth_time;
    await expect.poll(() => Math.floor(Date.now() / 1000) > signedInAt, { timeout: 5_000, interval: 50 }).toBe(true);
    await adminAuth().revokeRefreshTokens(user.uid);
    ahead = RECHECK_MS + 1;
    expect((await me(user.token)).status).toBe(401);
  });

  test('an enabled account keeps working across windows', async () => {
    ahead = 0;
    const user = await createUser(ctx.app, ctx.db);
    for (const step of [0, 1, 2, 3]) {
      ahead = step * (RECHECK_MS + 1);
      expect((await me(user.token)).status, `window ${step}`).toBe(200);
    }
  });
});
