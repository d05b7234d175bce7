/** Page steps shared by the end-to-end tests: language, auth screens, notifications, list and form actions. */
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserCatalogues } from '../../../i18n';
import type en from '../../../i18n/en';
import type pagesEn from '../../../i18n/pages-en';
import { expectAccessible, settle } from './axe';
import { verifyEmailThroughEmulator } from './emulator';

export type Lang = 'en' | 'pt-BR';
/** Every word the browser shows once its screens' words are loaded (src/providers/i18nProvider.ts). */
export type Messages = typeof en & typeof pagesEn;
export const messages = browserCatalogues as unknown as Record<Lang, Messages>;

const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', 'pt-BR': 'Português (Brasil)' };

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export async function currentLang(page: Page): Promise<Lang> {
  return (await page.evaluate(() => localStorage.getItem('language'))) === 'pt-BR' ? 'pt-BR' : 'en';
}

/** Waits until the app has painted past its loading screens. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator('#root > *').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-screen="loading"]'), undefined, { timeout: 20_000 });
  await settle(page);
}

/**
 * Opens `url` through the app's router, as a click on a link would: no page load, so Firebase does not
 * start again (a start on a loaded machine has dropped a stored sign-in once: the Auth emulator's answer
 * to its check failed). Lists may first show what react-admin cached: poll for what must change.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await waitForApp(page);
}

/** Switches the language through the header's language menu or the auth card's select; the page reloads. */
export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  if ((await currentLang(page)) === lang) return;
  const t = messages[await currentLang(page)];
  const headerButton = page.getByRole('banner').getByRole('button', { name: t.app.language, exact: true });
  const authSelect = page.getByRole('combobox', { name: t.app.language });
  const reloaded = page.waitForEvent('load');
  if (await headerButton.isVisible()) {
    await headerButton.click();
    await page.getByRole('menuitem', { name: LANGUAGE_NAME[lang] }).click();
  } else if (await authSelect.isVisible()) {
    await authSelect.click();
    await page.getByRole('option', { name: LANGUAGE_NAME[lang] }).click();
  } else {
    throw new Error(`No language control on ${page.url()}`);
  }
  await reloaded;
  await waitForApp(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/**
 * axe in English, then again in Brazilian Portuguese, then back to English.
 * `reopen` brings the screen back after the reload (state that a reload loses) and
 * waits for it; `switchFrom` is where to switch language when the screen has no control.
 */
export async function checkScreenInBothLanguages(
  page: Page,
  screen: string,
  options: { reopen?: (t: Messages) => Promise<void>; switchFrom?: string } = {},
): Promise<void> {
  const { reopen, switchFrom } = options;
  expect(await currentLang(page)).toBe('en');
  await expectAccessible(page, `${screen} [en]`);
  const target = page.url();
  for (const lang of ['pt-BR', 'en'] as const) {
    if (switchFrom) {
      await page.goto(switchFrom);
      await waitForApp(page);
    }
    await setLanguage(page, lang);
    if (switchFrom) {
      await page.goto(target);
      await waitForApp(page);
    }
    await reopen?.(messages[lang]);
    if (lang === 'pt-BR') await expectAccessible(page, `${screen} [pt-BR]`);
  }
}

/** A toast (react-admin notification) with this text. */
export async function expectNotification(page: Page, text: string): Promise<void> {
  await page
    .getByRole('alert')
    .filter({ hasText: text })
    .or(page.locator('.MuiSnackbar-root').filter({ hasText: text }))
    .first()
    .waitFor();
}

export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout: 20_000,
  });
}

/** Counts main-frame navigations (including history.pushState/replaceState) to URLs whose path is `path`. */
export function countNavigations(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === path) count += 1;
  });
  return { count: () => count };
}

// ---- auth screens -------------------------------------------------------------------------

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  // Not 'Confirm password' (sign-up); the label ends in the required mark.
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
}

/** From the sign-in page: the sign-up link, the form, and on to the email-unverified screen. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await waitForPath(page, '/auth/signup');
  await page.getByRole('heading', { name: 'Sign up' }).waitFor();
  await fillCredentials(page, email, password);
  await page.getByLabel(/^Confirm password\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await waitForPath(page, '/auth/email-unverified');
  await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
}

/** Follows the emulator's verification link, then "I have verified my email". */
export async function verifyAndContinue(page: Page, email: string): Promise<void> {
  await verifyEmailThroughEmulator(email);
  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/email-unverified');
  await waitForApp(page);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/signin'));
  await waitForApp(page);
}

/** Through the header's user dropdown, a button named by the display name it shows. */
export async function signOutFromHeader(page: Page, displayName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: displayName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await waitForPath(page, '/auth/signin');
  await waitForApp(page);
}

// ---- lists and forms ----------------------------------------------------------------------

export function dataRows(page: Page): Locator {
  return page.locator('.RaDatagrid-table tbody tr');
}

/** Texts of one column of the datagrid (by its header label). */
export async function columnTexts(page: Page, label: string): Promise<string[]> {
  const headers = await page.locator('.RaDatagrid-table thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === label);
  if (index < 0) throw new Error(`No column ${label} in ${JSON.stringify(headers)}`);
  return dataRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** Waits until the list shows exactly these values in the column (in order when `ordered`). */
export async function expectColumn(page: Page, label: string, expected: string[], ordered = false): Promise<void> {
  const norm = (values: string[]) => (ordered ? values : [...values].sort());
  let last: string[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    last = (await columnTexts(page, label).catch(() => [])).map((v) => v.trim());
    if (JSON.stringify(norm(last)) === JSON.stringify(norm(expected))) return;
    await page.waitForTimeout(200);
  }
  expect(norm(last), `column ${label}`).toEqual(norm(expected));
}

/**
 * Opens a select and chooses an option. On a busy machine a click that lands while MUI's menu is
 * still opening is dropped and the menu stays open: the choice is made again until the menu closes
 * with the option chosen.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  const listbox = page.getByRole('listbox');
  await expect
    .poll(
      async () => {
        if (!(await listbox.isVisible())) await combobox.click();
        await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
        return listbox.waitFor({ state: 'hidden', timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
}

export interface CustomerInput {
  name: string;
  email: string;
  term: 'T30' | 'T45' | 'T60';
  address?: string;
  phone?: string;
}

export async function fillCustomerForm(page: Page, customer: Partial<CustomerInput>): Promise<void> {
  if (customer.name !== undefined) await page.getByLabel('Name *').fill(customer.name);
  if (customer.address !== undefined) await page.getByRole('textbox', { name: 'Address' }).fill(customer.address);
  if (customer.phone !== undefined) await page.getByLabel('Phone').fill(customer.phone);
  if (customer.email !== undefined) await page.getByLabel('Email *').fill(customer.email);
  // The form names a term with its days, as i18n's choices.term does ("T30 (30 days)").
  if (customer.term !== undefined)
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Term *' }),
      `${customer.term} (${customer.term.slice(1)} days)`,
    );
}

/** Starts a browser download with `click` and returns it with its bytes. */
export async function download(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [started] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await started.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { download: started, bytes: Buffer.concat(chunks) };
}

/** Waits until the URL's query carries these values (react-admin keeps list state there). */
export async function waitForQuery(page: Page, expected: Record<string, string>): Promise<void> {
  await page.waitForURL((url) => Object.entries(expected).every(([k, v]) => url.searchParams.get(k) === v));
}
