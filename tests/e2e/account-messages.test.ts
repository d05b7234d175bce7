/**
 * People are told what happened (real Auth emulator, real database, no SMTP_URL): sign-up states
 * the password rule and wants it twice; "I have verified my email" says when it is not yet, and
 * 'Email successfully verified' when it is; /profile changes the password after checking the
 * current one; "Remember me" says what leaving it off means; an invitation says no email went
 * out and offers the sign-up link to copy; a disabled user coming back is told at once; a stored
 * sign-in Firebase drops on start though its token is good is explained, not a bare sign-in page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorHost } from './helpers/app';
import { verifyEmailThroughEmulator } from './helpers/emulator';
import { browserSession } from './helpers/session';
import {
  expectNotification,
  fillCredentials,
  pathOf,
  signIn,
  signOutFromHeader,
  waitForApp,
  waitForPath,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const NEW_PASSWORD = 'plating-secret-2';
const stamp = Date.now();
const ownerEmail = `messages-owner-${stamp}@shop.test`;
const colleagueEmail = `messages-colleague-${stamp}@shop.test`;

const session = browserSession('account-messages-');
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Whether the emulator holds a sign-in account for `email` (its admin REST side). */
async function accountExists(email: string): Promise<boolean> {
  const project = process.env.FIREBASE_PROJECT_ID || 'demo-plating';
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  if (!response.ok) throw new Error(`accounts:lookup answered ${response.status}`);
  return ((await response.json()) as { users?: unknown[] }).users?.length === 1;
}

/** A field by its label, which ends in the required mark. */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

async function fillNewPassword(target: Page, password: string, confirmation: string) {
  await target.getByLabel(labelled('Password')).fill(password);
  await target.getByLabel(labelled('Confirm password')).fill(confirmation);
}

describe.sequential('account messages', () => {
  it('sign-up states the password rule and wants it twice; a mismatch or a short one is refused and nothing is sent', async () => {
    await page.goto('/auth/signup');
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await page.getByText('At least 6 characters').waitFor();
    await page.getByLabel('Email').fill(ownerEmail);
    await fillNewPassword(page, PASSWORD, 'plating-secret-x');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').filter({ hasText: 'The two passwords do not match' }).waitFor();
    await fillNewPassword(page, 'abc', 'abc');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').filter({ hasText: 'This password is too weak: At least 6 characters' }).waitFor();
    expect(pathOf(page)).toBe('/auth/signup');
    expect(await accountExists(ownerEmail)).toBe(false);
    await fillNewPassword(page, PASSWORD, PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await waitForPath(page, '/auth/email-unverified');
  });

  it('"I have verified my email" says when it is not yet, and "Email successfully verified" once it is', async () => {
    await page.getByRole('button', { name: 'I have verified my email' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${ownerEmail} is not verified yet.` })
      .waitFor();
    expect(pathOf(page)).toBe('/auth/email-unverified');
    await verifyEmailThroughEmulator(ownerEmail);
    await page.getByRole('button', { name: 'I have verified my email' }).click();
    await waitForPath(page, '/');
    await waitForApp(page);
    await expectNotification(page, 'Email successfully verified');
  });

  it('/profile changes the password after checking the current one, clearly refusing a wrong one', async () => {
    await page.goto('/profile');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Change password' });
    const submit = () => form.getByRole('button', { name: 'Change password' }).click();
    await form.getByLabel(labelled('Current password')).fill('not-my-password');
    await form.getByLabel(labelled('New password')).fill(NEW_PASSWORD);
    await form.getByLabel(labelled('Confirm new password')).fill(NEW_PASSWORD);
    await submit();
    await form.getByRole('alert').filter({ hasText: 'The current password is not correct' }).waitFor();
    await form.getByLabel(labelled('Current password')).fill(PASSWORD);
    await form.getByLabel(labelled('Confirm new password')).fill('something-else');
    await submit();
    await form.getByRole('alert').filter({ hasText: 'The two passwords do not match' }).waitFor();
    await form.getByLabel(labelled('Confirm new password')).fill(NEW_PASSWORD);
    await submit();
    await expectNotification(page, 'Password changed successfully');
    expect(await form.getByLabel(labelled('Current password')).inputValue()).toBe('');
  });

  it('signed in without "Remember me" (the page says so) the session holds in this tab only; the new password works', async () => {
    await signOutFromHeader(page, ownerEmail.split('@')[0]);
    await page.getByText('You stay signed in in this tab only: other tabs and windows ask you to sign in.').waitFor();
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByText('You stay signed in on this browser until you sign out.').waitFor();
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await fillCredentials(page, ownerEmail, PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: "Sorry, we don't recognize your credentials" }).waitFor();
    await signIn(page, ownerEmail, NEW_PASSWORD);
    const secondTab = await page.context().newPage();
    await secondTab.goto('/');
    await waitForPath(secondTab, '/auth/signin');
    await secondTab.close();
  });

  it('an invitation without SMTP_URL says no email went out and offers the sign-up link to copy', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.app.baseUrl });
    await page.goto('/iam/new');
    await waitForApp(page);
    await page.getByLabel('Emails *', { exact: true }).fill(colleagueEmail);
    await page.getByRole('combobox', { name: 'Roles *' }).click();
    await page.getByRole('option', { name: 'Customer viewer' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/iam');
    const report = page.getByRole('alert').filter({ hasText: 'User(s) saved successfully' });
    const link = `${session.app.baseUrl}/auth/signup?email=${encodeURIComponent(colleagueEmail)}`;
    await report
      .getByText('No email sent: this server has no mail set up (SMTP_URL). Pass on this sign-up link:')
      .waitFor();
    await report.getByText(link, { exact: true }).waitFor();
    await report.getByRole('button', { name: 'Copy link' }).click();
    await report.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await report.getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'detached' });
  });

  it('a disabled colleague coming back is told at once, before any attempt', async () => {
    const context = await session.browser.newContext({ baseURL: session.app.baseUrl });
    const colleague = await context.newPage();
    await colleague.goto(`/auth/signup?email=${encodeURIComponent(colleagueEmail)}`);
    await fillNewPassword(colleague, PASSWORD, PASSWORD);
    await colleague.getByRole('button', { name: 'Sign up' }).click();
    await waitForPath(colleague, '/auth/email-unverified');
    await verifyEmailThroughEmulator(colleagueEmail);
    await colleague.getByRole('button', { name: 'I have verified my email' }).click();
    await waitForPath(colleague, '/');
    await waitForApp(colleague);

    await page.goto('/iam');
    await waitForApp(page);
    await page.getByRole('row').filter({ hasText: colleagueEmail }).getByRole('checkbox').check();
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Disable', exact: true }).click();
    await expectNotification(page, 'User(s) disabled successfully');

    await colleague.reload();
    await waitForPath(colleague, '/auth/signin');
    await colleague.getByRole('alert').filter({ hasText: 'Your account is disabled' }).waitFor();
    await context.close();
  });

  it('a stored sign-in Firebase drops on start though its token is good says it could not be restored; signing in again works', async () => {
    const context = await session.browser.newContext({ baseURL: session.app.baseUrl });
    const returning = await context.newPage();
    await returning.goto('/auth/signin');
    await signIn(returning, ownerEmail, NEW_PASSWORD);
    // Firebase's own look-up of the stored user fails (not a network error), so it clears the user on start;
    // the refresh token itself is still good, so no refusal reason applies.
    await returning.route('**/accounts:lookup**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 500, message: 'INTERNAL_ERROR' } }),
      }),
    );
    await returning.reload();
    await waitForPath(returning, '/auth/signin');
    await returning
      .getByRole('alert')
      .filter({ hasText: 'Your sign-in could not be restored just now; please sign in again' })
      .waitFor();
    await returning.unroute('**/accounts:lookup**');
    await signIn(returning, ownerEmail, NEW_PASSWORD);
    await waitForApp(returning);
    await context.close();
  });
});
