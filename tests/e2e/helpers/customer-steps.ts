/** Customer screens: how to know each is ready (in either language), spreadsheets, the importer. */
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { expect } from 'vitest';
import { agreement } from '../../../i18n/agreement';
import { expectAccessible } from './axe';
import { messages, setLanguage, waitForApp, type Lang, type Messages } from './steps';

const plural = (t: Messages) => t.resources.customer.name.split(' |||| ')[1];
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();

/** Waits until a screen shows its content in the language of `t` (used again after each language reload). */
export const ready = {
  signIn: (page: Page) => (t: Messages) => heading(page, t.auth.signin),
  signUp: (page: Page) => (t: Messages) => heading(page, t.auth.signup),
  emailUnverified: (page: Page) => (t: Messages) => heading(page, t.auth.emailUnverifiedTitle),
  emptyPermissions: (page: Page) => (t: Messages) => page.getByText(t.auth.emptyPermissionsMessage).waitFor(),
  home: (page: Page) => (t: Messages) => heading(page, t.home.quickLinks),
  emptyList: (page: Page) => (t: Messages) =>
    page.getByText(t.list.empty.replace('%{name}', plural(t).toLowerCase())).waitFor(),
  list: (page: Page) => async () => void (await page.locator('.RaDatagrid-table tbody tr').first().waitFor()),
  show: (page: Page, text: string) => async () => void (await page.getByText(text).waitFor()),
  edit: (page: Page, phone: string) => async (t: Messages) =>
    void (await expect.poll(() => page.getByLabel(t.resources.customer.fields.phone).inputValue()).toBe(phone)),
  importer: (page: Page) => async (t: Messages) => {
    await waitForApp(page);
    await heading(page, t.importer.title.replace('%{name}', plural(t)));
    await page.getByLabel(t.importer.chooseFile).waitFor();
  },
  error: (page: Page, code: 403 | 404) => (t: Messages) => page.getByText(t.errors[code].message).waitFor(),
};

/**
 * The create form after a save with every required field empty. react-admin keeps Save
 * disabled on a pristine form, so only an optional field (Address) is filled first.
 */
export const createFormWithErrors = (page: Page) => async (t: Messages) => {
  const f = t.resources.customer.fields;
  await page.getByLabel(`${f.name} *`).waitFor();
  await page.getByRole('textbox', { name: f.address, exact: true }).fill('Dock 4');
  await page.getByRole('button', { name: t.ra.action.save, exact: true }).click();
  // Portuguese agrees with the label ("Nome é obrigatório"); English has no %{o} or %{e}.
  const { o, e } = agreement(f.name);
  const required = t.validation.required.replace('%{path}', f.name).replace('%{o}', o).replace('%{e}', e);
  await page.getByText(required, { exact: true }).waitFor();
};

/** An .xlsx with the template's header and one row per record, keyed by header label. */
export function buildImportFile(header: string[], records: Record<string, string>[]): Buffer {
  const rows = [header, ...records.map((record) => header.map((label) => record[label] ?? null))];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'data');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Switches language (the importer forgets its file on reload), uploads the file and checks the rows table with axe. */
export async function uploadInLanguage(page: Page, file: Buffer, lang: Lang): Promise<void> {
  await setLanguage(page, lang);
  await ready.importer(page)(messages[lang]);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'customers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.locator('tr[data-line]').first().waitFor();
  await expectAccessible(page, `customer importer (rows read) [${lang}]`);
}

/** The importer table's row for a spreadsheet line. */
export function importRow(page: Page, line: number): Locator {
  return page.locator(`tr[data-line="${line}"]`);
}

/** The customer import template's headers in English: every writable field, in declaration order. */
export const templateHeader = [
  'Name',
  'Address',
  'Number',
  'Complement',
  'District',
  'City',
  'State',
  'Postal code',
  'Country',
  'Phone',
  'Email',
  'Contact person',
  'Term',
  'Document language',
  'Tax ID (CNPJ, CPF, EIN)',
  'State registration',
];

/** An imported row: a country by its English name, its CNPJ typed bare (kept as the Receita prints it). */
export const bright = {
  Name: 'Bright Finish Co',
  Email: 'ops@bright.test',
  Term: 'T60',
  Phone: '555-0101',
  Country: 'Brazil',
  'Tax ID (CNPJ, CPF, EIN)': '11222333000181',
};
