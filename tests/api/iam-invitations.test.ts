/**
 * With SMTP_URL set, POST /api/iam emails each new invitee a sign-up link; existing users get none.
 * Each new invitee's answer says whether the email went out; when it did not (no SMTP_URL, or the
 * mail server unreachable) it carries the sign-up link for the inviter to pass on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, createTestContext, testConfig, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp';
import { createUser, uniqueEmail, type TestUser } from '../helpers/users';
import { z } from 'zod';
import { invitedUserAnswer } from '../../resources/kit/current-user-answer';
import { describedBy } from '../helpers/answer-schema';

let ctx: TestContext;
let smtp: TestSmtp;
let owner: TestUser;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://plating.example.com' });
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

test('each new invitee gets an email linking to sign-up with their address; an existing user gets roles, no email', async () => {
  const existing = await createUser(ctx.app, ctx.db, { roles: [] });
  const invitee = uniqueEmail('colleague');
  const res = await describedBy(
    z.array(invitedUserAnswer),
    call(ctx.app, 'POST', '/api/iam', {
      token: owner.token,
      lang: 'pt-BR',
      body: { data: { emails: [invitee, existing.email], roles: ['customerViewer'] } },
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answers = Object.fromEntries(
    (res.body as { email: string; invitation?: unknown }[]).map((u) => [u.email, u.invitation]),
  );
  expect(answers).toEqual({ [invitee]: { email: 'sent' }, [existing.email]: undefined });
  await expect.poll(() => smtp.to(invitee).length).toBe(1);
  const [mail] = smtp.to(invitee);
  expect(mail.parsed.text).toContain(`https://plating.example.com/auth/signup?email=${encodeURIComponent(invitee)}`);
  expect(mail.parsed.text).toContain(owner.email);
  expect(smtp.to(existing.email)).toHaveLength(0);
});

/** The same database served by an app with other mail settings. */
async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  return buildTestApp(
    ctx.db,
    testConfig({ PUBLIC_URL: 'https://plating.example.com', DATA_DIR: ctx.config.dataDir, ...env }),
  );
}

async function inviteThrough(app: FastifyInstance, email: string) {
  const res = await describedBy(
    z.array(invitedUserAnswer),
    call(app, 'POST', '/api/iam', { token: owner.token, body: { data: { emails: email, roles: ['viewer'] } } }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { email: string; roles: string[]; invitation?: unknown }[])[0];
}

test('without SMTP_URL the invitation is saved, no email is sent, and the answer hands over the sign-up link', async () => {
  const app = await appWith({ SMTP_URL: '' });
  try {
    const invitee = uniqueEmail('no-smtp');
    const user = await inviteThrough(app, invitee);
    expect(user).toMatchObject({ email: invitee, roles: ['viewer'] });
    expect(user.invitation).toEqual({
      email: 'notConfigured',
      signUpLink: `https://plating.example.com/auth/signup?email=${encodeURIComponent(invitee)}`,
    });
    expect(smtp.to(invitee)).toHaveLength(0);
  } finally {
    await app.close();
  }
});

test('a mail server that cannot be reached: the invitation is still saved, the answer says the email failed and gives the link', async () => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  const app = await appWith({ SMTP_URL: 'smtp://127.0.0.1:1' });
  try {
    const invitee = uniqueEmail('smtp-down');
    const user = await inviteThrough(app, invitee);
    expect(user.invitation).toEqual({
      email: 'failed',
      signUpLink: `https://plating.example.com/auth/signup?email=${encodeURIComponent(invitee)}`,
    });
    const listed = await call(ctx.app, 'GET', '/api/iam/user', {
      token: owner.token,
      query: { filter: { email: invitee } },
    });
    expect((listed.body as { rows: { email: string }[] }).rows.map((row) => row.email)).toEqual([invitee]);
  } finally {
    await app.close();
  }
});
