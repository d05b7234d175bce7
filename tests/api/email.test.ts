/**
 * Emails the server sends itself when SMTP_URL is set: to a real SMTP server on loopback,
 * with Firebase links from the test Auth emulator that really verify and reset.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMailer, sendInvitation } from '../../server/services/email';
import { buildTestApp, createTestContext, emulatorHost, testConfig, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { startSmtpServer, type ReceivedMail, type TestSmtp } from '../helpers/smtp';
import { adminAuth, signUp, uniqueEmail } from '../helpers/users';
import type { FastifyInstance } from 'fastify';

let smtp: TestSmtp;
let ctx: TestContext;
/** The same database without SMTP_URL. */
let plain: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Plating Tests <office@plating.test>' });
  plain = await buildTestApp(ctx.db, testConfig({ DATA_DIR: ctx.config.dataDir }));
});
afterAll(async () => {
  await plain?.close();
  await ctx?.close();
  await smtp?.close();
});

const VERIFY = '/api/auth/send-email-address-verification-email';
const RESET = '/api/auth/send-password-reset-email';
const resetFor = (email: unknown, app = ctx.app, lang = 'en') => call(app, 'POST', RESET, { body: { email }, lang });

/** The one message sent to `email`, and the link on its own line in the plain text. */
function onlyMailTo(email: string): { mail: ReceivedMail; link: URL } {
  const mails = smtp.to(email);
  expect(mails).toHaveLength(1);
  const line = mails[0].parsed.text?.split('\n').find((l) => /^https?:\/\//.test(l));
  expect(line, 'a link in the text').toBeTruthy();
  // The HTML carries the same link, as a button and in full.
  expect(mails[0].parsed.html).toContain(`href="${line!.replaceAll('&', '&amp;')}"`);
  return { mail: mails[0], link: new URL(line!) };
}

async function identityToolkit(method: string, body: object): Promise<Response> {
  return fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

test('GET /api/auth/email-configured: true with SMTP_URL, false without', async () => {
  expect(await call(ctx.app, 'GET', '/api/auth/email-configured')).toEqual({ status: 200, body: true });
  expect(await call(plain, 'GET', '/api/auth/email-configured')).toEqual({ status: 200, body: false });
});

describe('POST /api/auth/send-email-address-verification-email', () => {
  test('mails the signed-in user a Firebase link that verifies the account', async () => {
    const account = await signUp(uniqueEmail('verify'), false);
    expect(await call(ctx.app, 'POST', VERIFY, { token: account.token })).toEqual({ status: 200, body: {} });

    const { mail, link } = onlyMailTo(account.email);
    expect(mail.parsed.subject).toBe('Verify your email for Plating Back Office');
    expect(mail.parsed.from?.value[0]).toMatchObject({ address: 'office@plating.test', name: 'Plating Tests' });
    expect(mail.user, 'authenticated with the credentials of SMTP_URL').toBe('mailer');
    expect(mail.parsed.text).toContain('Verify email');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('continueUrl')).toBe('http://127.0.0.1:8080/');

    expect((await adminAuth().getUser(account.uid)).emailVerified).toBe(false);
    // The emulator verifies, then sends the browser on to the continue URL.
    const clicked = await fetch(link, { redirect: 'manual' });
    expect(clicked.status, await clicked.text()).toBe(303);
    expect(clicked.headers.get('location')).toBe('http://127.0.0.1:8080/');
    expect((await adminAuth().getUser(account.uid)).emailVerified).toBe(true);
  });

  test('needs a signed-in user', async () => {
    expect((await call(ctx.app, 'POST', VERIFY)).status).toBe(401);
  });

  test('is limited to 5 per user in 10 minutes', async () => {
    const account = await signUp(uniqueEmail('often'), false);
    for (let i = 0; i < 5; i++)
      expect((await call(ctx.app, 'POST', VERIFY, { token: account.token })).status).toBe(200);
    const sixth = await call(ctx.app, 'POST', VERIFY, { token: account.token });
    expect(sixth.status).toBe(429);
    expect(smtp.to(account.email)).toHaveLength(5);
  });
});

describe('POST /api/auth/send-password-reset-email', () => {
  test('mails a known address a Firebase link whose code sets a new password', async () => {
    const account = await signUp(uniqueEmail('reset'));
    expect(await resetFor(account.email.toUpperCase())).toEqual({ status: 200, body: {} });

    const { mail, link } = onlyMailTo(account.email);
    expect(mail.parsed.subject).toBe('Reset your password for Plating Back Office');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('http://127.0.0.1:8080/auth/signin');

    const reset = await identityToolkit('resetPassword', {
      oobCode: link.searchParams.get('oobCode'),
      newPassword: 'new-horse-77',
    });
    expect(reset.status).toBe(200);
    expect(
      (await identityToolkit('signInWithPassword', { email: account.email, password: 'new-horse-77' })).status,
    ).toBe(200);
  });

  test('is written in the language of Accept-Language', async () => {
    const account = await signUp(uniqueEmail('pt'));
    expect((await resetFor(account.email, ctx.app, 'pt-BR')).status).toBe(200);
    const { mail, link } = onlyMailTo(account.email);
    expect(mail.parsed.subject).toBe('Redefina sua senha de Galvanoplastia — Gestão');
    expect(mail.parsed.text).toContain('Redefinir senha');
    expect(link.searchParams.get('lang')).toBe('pt-BR');
  });

  test("an unknown address: 400 'Email not recognized', and nothing is sent", async () => {
    const email = uniqueEmail('nobody');
    expect(await resetFor(email)).toEqual({ status: 400, body: { message: 'Email not recognized' } });
    expect(smtp.to(email)).toEqual([]);
  });

  test("an invalid or missing address: 400 'Please provide a valid email'", async () => {
    for (const email of ['not-an-email', '', undefined, 42]) {
      expect(await resetFor(email)).toEqual({ status: 400, body: { message: 'Please provide a valid email' } });
    }
  });
});

test('sendInvitation mails the invited address a link to sign up with it', async () => {
  const email = uniqueEmail('invited');
  await sendInvitation(createMailer(ctx.config)!, {
    email,
    roles: ['customerViewer', 'auditLogViewer'],
    invitedBy: 'Olivia Owner',
    origin: 'https://plating.example.com',
    locale: 'en',
  });
  const { mail, link } = onlyMailTo(email);
  expect(mail.parsed.subject).toBe("You're invited to Plating Back Office");
  expect(mail.parsed.text).toContain(
    'Olivia Owner invited you to Plating Back Office with the roles: Customer viewer, Audit log viewer.',
  );
  expect(link.toString()).toBe(`https://plating.example.com/auth/signup?email=${encodeURIComponent(email)}`);
});

test('without SMTP_URL both calls answer 400 and nothing is sent', async () => {
  const account = await signUp(uniqueEmail('plain'), false);
  const before = smtp.received.length;
  const notConfigured = { status: 400, body: { message: 'Email sending is not configured' } };
  expect(await call(plain, 'POST', VERIFY, { token: account.token })).toEqual(notConfigured);
  expect(await resetFor(account.email, plain)).toEqual(notConfigured);
  expect(smtp.received.length).toBe(before);
});
