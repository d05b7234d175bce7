/**
 * Links the server writes name PUBLIC_URL or the configured HOST:PORT, never a request header:
 * a forged Host (or X-Forwarded-Host, even from a trusted proxy) never reaches an email, checked
 * on the mail a real SMTP server on loopback receives.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appOrigin } from '../../server/services/email/origin';
import { buildTestApp, createTestContext, testConfig, type TestContext } from '../helpers/app';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp';
import { createUser, signUp, uniqueEmail, type TestUser } from '../helpers/users';

const EVIL = 'evil.example.net';
/** Every header a link could be taken from, all naming the attacker's host. */
const forged = {
  host: EVIL,
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'https',
  forwarded: `host=${EVIL};proto=https`,
  origin: `https://${EVIL}`,
  referer: `https://${EVIL}/auth/signin`,
};

let smtp: TestSmtp;
let ctx: TestContext;
let owner: TestUser;
/** The same database behind a trusted proxy, with PUBLIC_URL. */
let proxied: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Listening everywhere on port 8181: links name localhost, where this machine reaches it.
  ctx = await createTestContext({ SMTP_URL: smtp.url, HOST: '0.0.0.0', PORT: '8181' });
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  proxied = await buildTestApp(
    ctx.db,
    testConfig({
      DATA_DIR: ctx.config.dataDir,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://plating.example.com/',
    }),
  );
});
afterAll(async () => {
  await proxied?.close();
  await ctx?.close();
  await smtp?.close();
});

/** The one mail to `email`, raw (headers, text and HTML, every encoding). */
async function mailTo(email: string): Promise<string> {
  await expect.poll(() => smtp.to(email).length).toBe(1);
  return smtp.to(email)[0].raw;
}

/** The continueUrl of the Firebase action link in the mail's text. */
async function continueUrlIn(email: string): Promise<string | null> {
  await mailTo(email);
  const line = smtp
    .to(email)[0]
    .parsed.text?.split('\n')
    .find((l) => /^https?:\/\//.test(l));
  return new URL(line!).searchParams.get('continueUrl');
}

describe('without PUBLIC_URL: http://HOST:PORT', () => {
  test('a password reset requested with a forged Host links to the configured address only', async () => {
    const account = await signUp(uniqueEmail('forged-reset'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-password-reset-email',
      headers: forged,
      payload: { email: account.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await continueUrlIn(account.email)).toBe('http://localhost:8181/auth/signin');
    expect(await mailTo(account.email)).not.toContain('evil');
  });

  test('a verification email asked for with a forged Host', async () => {
    const account = await signUp(uniqueEmail('forged-verify'), false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-email-address-verification-email',
      headers: { ...forged, authorization: `Bearer ${account.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await continueUrlIn(account.email)).toBe('http://localhost:8181/');
    expect(await mailTo(account.email)).not.toContain('evil');
  });

  test('an invitation sent with a forged Host', async () => {
    const invitee = uniqueEmail('forged-invite');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/iam',
      headers: { ...forged, authorization: `Bearer ${owner.token}` },
      payload: { data: { emails: [invitee], roles: ['customerViewer'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const raw = await mailTo(invitee);
    expect(smtp.to(invitee)[0].parsed.text).toContain(
      `http://localhost:8181/auth/signup?email=${encodeURIComponent(invitee)}`,
    );
    expect(raw).not.toContain('evil');
  });
});

describe('with PUBLIC_URL, behind a trusted proxy', () => {
  test('X-Forwarded-Host from the trusted proxy changes nothing: the reset links to PUBLIC_URL', async () => {
    const account = await signUp(uniqueEmail('proxied-reset'));
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/auth/send-password-reset-email',
      headers: forged,
      payload: { email: account.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await continueUrlIn(account.email)).toBe('https://plating.example.com/auth/signin');
    expect(await mailTo(account.email)).not.toContain('evil');
  });
});

test('the origin rule: PUBLIC_URL, else http://HOST:PORT (localhost for an any-address host, IPv6 in brackets)', () => {
  expect(appOrigin({ publicUrl: 'https://p.example.com', host: '10.0.0.1', port: 80 })).toBe('https://p.example.com');
  expect(appOrigin({ host: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080');
  expect(appOrigin({ host: 'plating.lan', port: 8080 })).toBe('http://plating.lan:8080');
  expect(appOrigin({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
  expect(appOrigin({ host: '::', port: 8080 })).toBe('http://localhost:8080');
  expect(appOrigin({ host: '::1', port: 8080 })).toBe('http://[::1]:8080');
});
