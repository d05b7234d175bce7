/**
 * The customer area end to end, as a user meets it: the app started as `npm start` runs it,
 * headless Chromium, the Firebase Auth emulator. Every screen visited is checked with axe
 * in English and in Brazilian Portuguese. The tests share one browser page and run in order.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../helpers/xlsx-read';
import { setUserRoles } from './helpers/app';
import { expectAccessible } from './helpers/axe';
import { browserSession } from './helpers/session';
import {
  bright,
  buildImportFile,
  createFormWithErrors,
  importRow,
  ready,
  templateHeader,
  uploadInLanguage,
} from './helpers/customer-steps';
import {
  checkScreenInBothLanguages as checkScreen,
  chooseOption,
  countNavigations,
  dataRows,
  download,
  expectColumn,
  expectNotification,
  fillCustomerForm,
  messages,
  pathOf,
  signIn,
  signOutFromHeader,
  signUp,
  verifyAndContinue,
  waitForApp,
  waitForPath,
  waitForQuery,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const stamp = Date.now();
const ownerEmail = `owner-${stamp}@shop.test`;
const viewerEmail = `viewer-${stamp}@shop.test`;
const acme = {
  name: 'Acme Plating',
  email: 'buyer@acme.test',
  term: 'T30' as const,
  address: '1 Main St',
  phone: '555-0100',
};
const imported = [bright.Name, 'Chrome Works'];

const session = browserSession('');
let page: Page;
let acmeId = '';

beforeAll(() => {
  page = session.page;
});

describe.sequential('customers end to end', () => {
  it('sends a signed-out visit to /customer to the sign-in page in one redirect, remembering the origin', async () => {
    const toSignIn = countNavigations(page, '/auth/signin');
    const started = Date.now();
    await page.goto('/customer');
    await waitForPath(page, '/auth/signin');
    const elapsed = Date.now() - started;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.waitForTimeout(1500); // a redirect loop would keep navigating meanwhile
    expect(toSignIn.count(), 'navigations to /auth/signin').toBe(1);
    expect(elapsed).toBeLessThan(10_000);
    const origin = await page.evaluate(
      () => (history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from?.pathname,
    );
    expect(origin).toBe('/customer');
    await checkScreen(page, 'sign-in', { reopen: ready.signIn(page) });
  });

  it('signs up the first user, who verifies the email and lands on the origin as owner', async () => {
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await waitForPath(page, '/auth/signup');
    await checkScreen(page, 'sign-up', { reopen: ready.signUp(page) });
    await page.goBack();
    await waitForPath(page, '/auth/signin');
    await signUp(page, ownerEmail, PASSWORD);
    await page.getByText(`Confirm your email at ${ownerEmail} to continue.`).waitFor();
    await checkScreen(page, 'email-unverified', { reopen: ready.emailUnverified(page) });

    await verifyAndContinue(page, ownerEmail);
    expect(pathOf(page)).toBe('/customer');
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Customers' }).waitFor();
    await menu.getByRole('link', { name: 'Settings' }).waitFor(); // settingsEdit: owner only
    await page.getByText('No customers yet.').waitFor();
    await checkScreen(page, 'customer list (empty)', { reopen: ready.emptyList(page) });

    await menu.getByRole('link', { name: 'Home' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: `Welcome, ${ownerEmail.split('@')[0]}` }).waitFor();
    await checkScreen(page, 'home', { reopen: ready.home(page) });
  });

  it('shows the required-field messages, then creates a customer', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
    await waitForPath(page, '/customer');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await waitForPath(page, '/customer/new');
    await createFormWithErrors(page)(messages.en);
    for (const text of ['Name is required', 'Email is required', 'Term must be selected']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await checkScreen(page, 'customer create (after a save with errors)', { reopen: createFormWithErrors(page) });
    await fillCustomerForm(page, acme);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotification(page, 'Customer saved successfully');
    await waitForPath(page, '/customer');
    await expectColumn(page, 'Name', [acme.name]);
    await checkScreen(page, 'customer list', { reopen: ready.list(page) });
  });

  it('opens the customer, edits it, saves and returns to the list', async () => {
    // On the name: the row's middle may fall on the email's mailto link, which opens no record.
    await dataRows(page).filter({ hasText: acme.name }).getByText(acme.name, { exact: true }).click();
    await waitForPath(page, /^\/customer\/[^/]+$/);
    acmeId = pathOf(page).split('/')[2];
    await page.getByText(acme.email).waitFor();
    await checkScreen(page, 'customer show', { reopen: ready.show(page, acme.email) });

    await page.getByRole('link', { name: 'Edit' }).click();
    await waitForPath(page, `/customer/${acmeId}/edit`);
    await checkScreen(page, 'customer edit', { reopen: ready.edit(page, acme.phone) });
    await page.getByLabel('Phone').fill('555-0199');
    await chooseOption(page, page.getByRole('combobox', { name: 'Term *' }), 'T45 (45 days)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotification(page, 'Customer saved successfully');
    await waitForPath(page, '/customer');
    await expectColumn(page, 'Phone', ['555-0199']);
    await expectColumn(page, 'Term', ['T45 (45 days)']);
  });

  it('imports a file built from the template, showing the bad row at its line with its message', async () => {
    await page.getByRole('link', { name: 'Import' }).click();
    await waitForPath(page, '/customer/importer');
    await ready.importer(page)(messages.en);
    await checkScreen(page, 'customer importer', { reopen: ready.importer(page) });

    const template = await download(page, () => page.getByRole('button', { name: 'Download the template' }).click());
    expect(template.download.suggestedFilename()).toBe('customer_import_template.xlsx');
    const header = (await readFirstSheet(template.bytes)).rows[0] as string[];
    expect(header).toEqual(templateHeader);
    const file = buildImportFile(header, [
      bright,
      { Name: 'Bad Term Inc', Email: 'bad@term.test', Term: 'T99' }, // line 3
      { Name: imported[1], Email: 'hello@chrome.test', Term: 'T30', Address: '9 Side Rd' },
    ]);
    await uploadInLanguage(page, file, 'pt-BR');
    await uploadInLanguage(page, file, 'en');
    expect(await importRow(page, 3).getAttribute('data-status')).toBe('ERROR');
    await importRow(page, 3)
      .getByText('Term must be one of the following values: T30, T45, T60, D0, or one counted in days, as D28')
      .waitFor();
    expect(await importRow(page, 2).getAttribute('data-status')).toBe('PENDING');
    expect(await importRow(page, 4).getAttribute('data-status')).toBe('PENDING');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByText('Processing completed, but some rows were unable to be imported.')
      .waitFor({ timeout: 30_000 });
    expect(await importRow(page, 2).getAttribute('data-status')).toBe('IMPORTED');
    expect(await importRow(page, 4).getAttribute('data-status')).toBe('IMPORTED');
    await expectAccessible(page, 'customer importer (completed) [en]');

    // The row that failed comes back as a spreadsheet to fix: the template's columns and its error.
    const failed = await download(page, () => page.getByRole('button', { name: 'Download the failed rows' }).click());
    expect(failed.download.suggestedFilename()).toMatch(/^customer_failed_rows_\d{13}\.xlsx$/);
    expect((await readFirstSheet(failed.bytes)).rows).toEqual([
      [...header, 'Import error'],
      [
        ...header.map((h) => ({ Name: 'Bad Term Inc', Email: 'bad@term.test', Term: 'T99' })[h] ?? null),
        'Term must be one of the following values: T30, T45, T60, D0, or one counted in days, as D28',
      ],
    ]);

    // The same rows again: already imported, counted as such, and nothing reads as an error.
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await uploadInLanguage(
      page,
      buildImportFile(header, [
        bright,
        { Name: imported[1], Email: 'hello@chrome.test', Term: 'T30', Address: '9 Side Rd' },
      ]),
      'en',
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Nothing new: every row had already been imported.').waitFor({ timeout: 30_000 });
    expect(await importRow(page, 2).getAttribute('data-status')).toBe('ALREADY_IMPORTED');
    expect(await importRow(page, 3).getAttribute('data-status')).toBe('ALREADY_IMPORTED');
    const counts = page.getByRole('status');
    expect(await counts.locator('[data-count="imported"]').innerText()).toBe('0 imported');
    expect(await counts.locator('[data-count="alreadyImported"]').innerText()).toBe('2 already imported');
    expect(await counts.locator('[data-count="failed"]').innerText()).toBe('0 failed');
    expect(await page.getByText('Data has already been imported').count()).toBe(0);
    expect(await page.getByText('Import failed. There are no valid rows.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download the failed rows' }).count()).toBe(0);
    await expectAccessible(page, 'customer importer (re-imported) [en]');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await waitForPath(page, '/customer');
    await expectColumn(page, 'Name', [acme.name, ...imported]);
  });

  it('filters the list by name, sorts by a column and changes the page size', async () => {
    const nameFilter = page.getByRole('textbox', { name: 'Name' });
    await nameFilter.fill('chrome');
    await expectColumn(page, 'Name', ['Chrome Works']);
    expect(new URL(page.url()).searchParams.get('filter')).toContain('chrome');
    await nameFilter.clear();
    await expectColumn(page, 'Name', [acme.name, ...imported]);

    const nameHeader = page.locator('.RaDatagrid-table thead').getByText('Name', { exact: true });
    await nameHeader.click();
    await waitForQuery(page, { sort: 'name', order: 'ASC' });
    await expectColumn(page, 'Name', [acme.name, ...imported], true);
    await nameHeader.click();
    await waitForQuery(page, { sort: 'name', order: 'DESC' });
    await expectColumn(page, 'Name', [...imported.toReversed(), acme.name], true);

    await chooseOption(page, page.getByRole('combobox', { name: /Rows per page/ }), '20');
    await waitForQuery(page, { perPage: '20' });
    expect(await dataRows(page).count()).toBe(3);
  });

  it('exports the list to customer_<13 digits>.xlsx with a sheet named after the list', async () => {
    const exported = await download(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
    expect(exported.download.suggestedFilename()).toMatch(/^customer_\d{13}\.xlsx$/);
    const sheet = await readFirstSheet(exported.bytes);
    expect(sheet.name).toBe('Customers');
    const [header, ...rows] = sheet.rows as string[][];
    expect(rows).toHaveLength(3);
    const acmeRow = rows.find((r) => r[header.indexOf('Name')] === acme.name);
    expect(acmeRow, 'the edited customer is exported').toBeDefined();
    expect(acmeRow![header.indexOf('Id')]).toBe(acmeId);
    expect(acmeRow![header.indexOf('Email')]).toBe(acme.email);
    expect(acmeRow![header.indexOf('Phone')]).toBe('555-0199');
    expect(acmeRow![header.indexOf('Term')], 'by its label').toBe('T45 (45 days)');
  });

  it('deletes the selected rows after the confirmation dialog', async () => {
    await page.getByRole('checkbox', { name: /^Select (all \d+ rows|the only row)$/ }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page, 'bulk delete confirmation [en]');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Customer(s) deleted successfully');
    await page.getByText('No customers yet.').waitFor();
  });

  it('shows the not-found page for an unknown route', async () => {
    await page.goto('/no-such-screen');
    await waitForApp(page);
    await page.getByText('Sorry, the page you visited does not exist').waitFor();
    await checkScreen(page, '404', { reopen: ready.error(page, 404) });
  });

  it('keeps a second user without roles on empty-permissions, and sends a role without customerRead to /403', async () => {
    await page.goto('/');
    await waitForApp(page);
    await signOutFromHeader(page, ownerEmail.split('@')[0]);
    await signUp(page, viewerEmail, PASSWORD);
    await verifyAndContinue(page, viewerEmail);
    expect(pathOf(page)).toBe('/auth/empty-permissions');
    await page.getByText('You have no permissions yet. Wait for the admin to grant you privileges.').waitFor();
    await checkScreen(page, 'empty-permissions', { reopen: ready.emptyPermissions(page) });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/auth/signin');
    await ready.signIn(page)(messages.en); // its lazy chunk, before the server stops

    await setUserRoles(session.app, viewerEmail, ['shipperViewer']);
    await page.goto('/auth/signin');
    await signIn(page, viewerEmail, PASSWORD);
    expect(pathOf(page)).toBe('/');
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).count()).toBe(0);
    await page.goto('/customer');
    await waitForPath(page, '/403');
    await page.getByText("Sorry, you don't have access to this page").waitFor();
    // The 403 page has no language control: switch on the home page, then come back.
    await checkScreen(page, '403', { switchFrom: '/', reopen: ready.error(page, 403) });
    expect(session.watched.pageErrors, 'uncaught errors in the page').toEqual([]);
  }, 360_000);
});
