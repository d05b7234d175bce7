/**
 * People and governance end to end (issue 4): the owner invites a colleague as customerViewer;
 * the colleague signs up with that email and sees customers but not invoices; the owner
 * disables them and their next action is refused; a theme change shows after the reload; a
 * profile edit shows in the header; the audit log lists all of it. Screens checked with axe.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellOf } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import {
  checkScreenInBothLanguages as checkScreen,
  columnTexts,
  expectColumn,
  expectNotification,
  fillCredentials,
  pathOf,
  signUp,
  verifyAndContinue,
  waitForApp,
  waitForPath,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const stamp = Date.now();
const ownerEmail = `people-owner-${stamp}@shop.test`;
const colleagueEmail = `colleague-${stamp}@shop.test`;

const session = browserSession('people-');
let page: Page;
let colleague: Page;
beforeAll(() => {
  page = session.page;
});

const headerColour = () =>
  page
    .getByRole('banner')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe.sequential('people and governance end to end', () => {
  it('the owner invites a colleague as customer viewer', async () => {
    await page.goto('/');
    await waitForPath(page, '/auth/signin');
    await signUp(page, ownerEmail, PASSWORD);
    await verifyAndContinue(page, ownerEmail);
    await page.goto('/iam');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Invite users' }).click();
    await waitForPath(page, '/iam/new');
    await checkScreen(page, 'invite users', { reopen: async () => page.getByLabel(/^(Emails|E-mails) \*$/).waitFor() });
    await page.getByLabel('Emails *', { exact: true }).fill(colleagueEmail);
    await page.getByRole('combobox', { name: 'Roles *' }).click();
    await page.getByRole('option', { name: 'Customer viewer' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotification(page, 'User(s) saved successfully');
    await waitForPath(page, '/iam');
    await page.getByRole('cell', { name: colleagueEmail, exact: true }).waitFor();
    await checkScreen(page, 'users list', {
      reopen: async () => page.getByRole('cell', { name: colleagueEmail, exact: true }).waitFor(),
    });
  });

  it('the colleague signs up with that email and sees customers, not invoices', async () => {
    const context = await session.browser.newContext({ baseURL: session.app.baseUrl });
    colleague = await context.newPage();
    await colleague.goto('/auth/signin');
    await signUp(colleague, colleagueEmail, PASSWORD);
    await verifyAndContinue(colleague, colleagueEmail);
    expect(pathOf(colleague)).toBe('/');
    const menu = colleague.getByRole('navigation');
    await menu.getByRole('link', { name: 'Customers' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Invoices' }).count()).toBe(0);
    await colleague.goto('/invoice');
    await waitForPath(colleague, '/403');
    await colleague.goto('/customer');
    await waitForApp(colleague);
    await colleague.getByRole('heading', { name: 'Customers' }).first().waitFor();
  });

  it('the owner disables the colleague, whose next action is refused', async () => {
    await page.goto('/iam');
    await waitForApp(page);
    const row = page.getByRole('row').filter({ hasText: colleagueEmail });
    await row.getByRole('checkbox').check();
    // The bulk action of the selection (the list's own filters also name a 'Disabled' field).
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Disable', exact: true }).click();
    await expectNotification(page, 'User(s) disabled successfully');
    // Their next action is refused: the app signs them out, and signing in again says why.
    await colleague.reload();
    await waitForPath(colleague, '/auth/signin');
    await fillCredentials(colleague, colleagueEmail, PASSWORD);
    await colleague.getByRole('button', { name: 'Sign in', exact: true }).click();
    await colleague.getByText('Your account is disabled').first().waitFor();
    expect(pathOf(colleague)).toBe('/auth/signin');
    await colleague.context().close();
  });

  it('a theme change shows after the reload, for everyone', async () => {
    const before = await headerColour();
    await page.goto('/settings');
    await waitForApp(page);
    await page.getByRole('radio', { name: 'Purple' }).check();
    await checkScreen(page, 'settings', { reopen: async () => page.getByRole('radio').first().waitFor() });
    await page.getByRole('radio', { name: 'Purple' }).check();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    // The appearance card's own Save: the company profile below has one too.
    await page.getByRole('region', { name: 'Appearance' }).getByRole('button', { name: 'Save' }).click();
    await expectNotification(
      page,
      'Settings saved successfully. The page will reload in 3 seconds for changes to take effect.',
    );
    await reloaded;
    await waitForApp(page);
    await expect.poll(headerColour).not.toBe(before);
    expect(await headerColour()).toBe('rgb(114, 46, 209)');
  });

  it('a profile edit shows in the header', async () => {
    await page.goto('/profile');
    await waitForApp(page);
    await page.getByLabel('First name', { exact: true }).fill('Olivia');
    await page.getByLabel('Last name', { exact: true }).fill('Owner');
    await checkScreen(page, 'profile', { reopen: async () => page.getByRole('textbox').first().waitFor() });
    await page.getByLabel('First name', { exact: true }).fill('Olivia');
    await page.getByLabel('Last name', { exact: true }).fill('Owner');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotification(page, 'Profile updated successfully');
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Olivia Owner' }).waitFor();
  });

  it('the audit log lists all of it', async () => {
    await page.goto('/audit-logs');
    await waitForApp(page);
    // Entities and actions by their names; each record by its own (a user by email) where the entry kept it.
    await expectColumn(page, 'Action', ['Updated', 'Updated', 'Updated', 'Created'], true);
    const records = await columnTexts(page, 'Record');
    expect(records.map((text) => text.split(' ')[0])).toEqual(['User', 'Settings', 'User', 'User']);
    expect(records).toContain(`User ${ownerEmail}`);
    expect(await (await cellOf(page, 'Actor')).innerText()).toBe(ownerEmail);
  });
});
