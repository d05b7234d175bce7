/** With SMTP_URL set, POST /api/iam emails each new invitee a sign-up link (DESIGN.md section 5); existing users get none. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp';
import { createUser, uniqueEmail, type TestUser } from '../helpers/users';

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
  const res = await call(ctx.app, 'POST', '/api/iam', {
    token: owner.token, lang: 'pt-BR', body: { data: { emails: [invitee, existing.email], roles: ['customerViewer'] } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await expect.poll(() => smtp.to(invitee).length).toBe(1);
  const [mail] = smtp.to(invitee);
  expect(mail.parsed.text).toContain(`https://plating.example.com/auth/signup?email=${encodeURIComponent(invitee)}`);
  expect(mail.parsed.text).toContain(owner.email);
  expect(smtp.to(existing.email)).toHaveLength(0);
});
