/** /api/auth/me, invitations, /api/auth/email-configured and /api/config (settings: settings.test.ts). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUser } from '../../server/db/tables';
import { buildTestApp, createTestContext, testConfig, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { createUser, signUp, uniqueEmail } from '../helpers/users';
import { currentUserAnswer } from '../../resources/kit/current-user-answer';
import { describedBy } from '../helpers/answer-schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const me = (token: string) => describedBy(currentUserAnswer, call(ctx.app, 'GET', '/api/auth/me', { token }));

describe('GET /api/auth/me', () => {
  // Runs first in this file's fresh database.
  test('the first user becomes owner; later ones start with no roles', async () => {
    const first = await signUp();
    const firstMe = await me(first.token);
    expect(firstMe.status).toBe(200);
    expect(firstMe.body).toMatchObject({
      email: first.email,
      authenticationUid: first.uid,
      roles: ['owner'],
      disabled: false,
      emailVerified: true,
    });
    expect(firstMe.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const second = await signUp();
    const secondMe = await me(second.token);
    expect(secondMe.status).toBe(200);
    expect(secondMe.body).toMatchObject({ email: second.email, roles: [], emailVerified: true });
    // Asking again finds the same row.
    expect((await me(first.token)).body.id).toBe(firstMe.body.id);
    expect((await ctx.db.select().from(appUser)).length).toBe(2);
  });

  test('an invitation (email and roles, no uid) is matched by email and linked', async () => {
    const email = uniqueEmail('invited');
    const [invited] = await ctx.db
      .insert(appUser)
      .values({ email, roles: ['customerViewer', 'auditLogViewer'] })
      .returning();
    const account = await signUp(email);
    const res = await me(account.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: invited.id,
      email,
      authenticationUid: account.uid,
      roles: ['customerViewer', 'auditLogViewer'],
    });
    const [row] = await ctx.db.select().from(appUser).where(eq(appUser.id, invited.id));
    expect(row.authenticationUid).toBe(account.uid);
    expect((await ctx.db.select().from(appUser).where(eq(appUser.email, email))).length).toBe(1);
  });

  test('an unverified user may read /api/auth/me but nothing else', async () => {
    const account = await signUp(uniqueEmail('unverified'), false);
    const res = await me(account.token);
    expect(res.status).toBe(200);
    expect(res.body.emailVerified).toBe(false);
    const other = await call(ctx.app, 'GET', '/api/settings', { token: account.token });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Verify your email to continue');
  });

  test('401 without a token or with a bad one; 403 when disabled', async () => {
    expect((await call(ctx.app, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: 'not-a-token' })).status).toBe(401);
    const user = await createUser(ctx.app, ctx.db, { roles: ['viewer'], disabled: true });
    const res = await me(user.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account is disabled');
  });
});

describe('GET /api/auth/email-configured', () => {
  test('false without SMTP_URL, true with it', async () => {
    const res = await call(ctx.app, 'GET', '/api/auth/email-configured');
    expect(res).toEqual({ status: 200, body: false });
    const withSmtp = await buildTestApp(
      ctx.db,
      testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', DATA_DIR: ctx.config.dataDir }),
    );
    try {
      expect(await call(withSmtp, 'GET', '/api/auth/email-configured')).toEqual({ status: 200, body: true });
    } finally {
      await withSmtp.close();
    }
  });
});

describe('GET /api/config', () => {
  test('is public and carries what the client needs to reach Firebase', async () => {
    const res = await call(ctx.app, 'GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-plating.firebaseapp.com', projectId: 'demo-plating' },
      authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    });
  });
});

test('unknown API paths are 401 signed out, 404 with a message signed in', async () => {
  expect((await call(ctx.app, 'GET', `/api/${randomUUID()}`)).status).toBe(401);
  const user = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
  const res = await call(ctx.app, 'GET', `/api/${randomUUID()}`, { token: user.token });
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'Not found' });
  const portuguese = await call(ctx.app, 'GET', `/api/${randomUUID()}`, { token: user.token, lang: 'pt-BR' });
  expect(portuguese.status).toBe(404);
  expect(portuguese.body).toEqual({ message: 'Não encontrado' });
});
