/**
 * The parts flow end to end (DESIGN.md section 3): a customer's product, a shipper of 10 parts,
 * a packing list taken from it, the counts and inventory that follow, the export of references,
 * and the shipper picker of /packing/new-from-shipper. Every screen is checked with axe in
 * English and Brazilian Portuguese. The tests share one page and run in order.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './helpers/app';
import { axeSummary } from './helpers/axe';
import { captureFailure, launchBrowser, openPage, type WatchedPage } from './helpers/browser';
import { readSheet } from './helpers/customer-steps';
import {
  cellOf, chooseAutocomplete, expectValue, partsReady as ready, quantityInput, today,
} from './helpers/parts-steps';
import {
  checkScreenInBothLanguages as checkScreen, download, expectColumn, expectNotification, fillCustomerForm, messages,
  pathOf, signUp, verifyAndContinue, waitForApp, waitForPath,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const ownerEmail = `parts-owner-${Date.now()}@shop.test`;
const acme = { name: 'Acme Plating', email: 'buyer@acme.test', term: 'T30' as const };
const part = { part: 'PN-4471-A', po: 'PO-9001' };
const t = messages.en;

let app: RunningApp;
let browser: Browser;
let watched: WatchedPage;
let page: Page;
let shipperId = '';
let customerId = '';

const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const save = () => saveButton().click();
/** Known app bugs seen on the way: logged for the report, not failing the flow they do not block. */
async function openShipperOne(): Promise<void> {
  await page.goto('/shipper');
  await waitForApp(page);
  await (await cellOf(page, 'ID')).click(); // the row centre holds links to the customer and product
  await waitForPath(page, /^\/shipper\/[^/]+$/);
  shipperId = pathOf(page).split('/')[2];
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  watched = await openPage(browser, app.baseUrl);
  page = watched.page;
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await captureFailure(page, `parts-${task.name}`, app?.logFile);
});

afterAll(async () => {
  await browser?.close();
  await app?.dispose();
  const summary = axeSummary();
  if (summary) console.error(`axe: serious/critical violations by rule and element:\n${summary}`);
});

describe.sequential('parts flow end to end', () => {
  it('signs up the owner and creates a customer', async () => {
    await page.goto('/');
    await waitForPath(page, '/auth/signin');
    await signUp(page, ownerEmail, PASSWORD);
    await verifyAndContinue(page, ownerEmail);
    await page.goto('/customer/new');
    await waitForApp(page);
    await fillCustomerForm(page, acme);
    await save();
    await expectNotification(page, 'Customer saved successfully');
    await waitForPath(page, '/customer');
    await expectColumn(page, 'Name', [acme.name]);
  });

  it('creates a product for the customer through the customer autocomplete', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Products' }).click();
    await waitForPath(page, '/product');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await waitForPath(page, '/product/new');
    await checkScreen(page, 'product create', { reopen: ready.create(page, 'product', 'part') });
    await page.getByLabel('Part Number *', { exact: true }).fill(part.part);
    await chooseAutocomplete(page, 'Customer *', 'Acme', acme.name);
    await page.getByLabel('PO', { exact: true }).fill(part.po);
    await page.getByLabel('Price', { exact: true }).fill('2.50');
    await save();
    await expectNotification(page, 'Product saved successfully');
    await waitForPath(page, '/product');
    await expectColumn(page, 'Part Number', [part.part]);
    await expectColumn(page, 'Customer', [acme.name]);
    await expectColumn(page, 'Price', ['2.50']);
    await checkScreen(page, 'product list', { reopen: ready.list(page, 'product', 'part', [part.part]) });
  });

  it('creates a shipper of 10; the list shows ID 1 with the customer and the part as links', async () => {
    await page.goto('/shipper/new');
    await waitForApp(page);
    await checkScreen(page, 'shipper create', { reopen: ready.create(page, 'shipper', 'quantity') });
    await page.getByLabel('Date *', { exact: true }).fill(today());
    await page.getByLabel('PO', { exact: true }).fill(part.po);
    await chooseAutocomplete(page, 'Customer *', 'Acme', acme.name);
    await chooseAutocomplete(page, 'Part Number *', 'PN-4471', part.part);
    await page.getByLabel('Quantity *', { exact: true }).fill('10');
    await save();
    await expectNotification(page, 'Shipper saved successfully');
    await waitForPath(page, '/shipper');
    await expectColumn(page, 'ID', ['1']);
    const customerLink = (await cellOf(page, 'Customer')).getByRole('link', { name: acme.name, exact: true });
    const partLink = (await cellOf(page, 'Part Number')).getByRole('link', { name: part.part, exact: true });
    customerId = ((await customerLink.getAttribute('href')) ?? '').split('/')[2];
    expect(await customerLink.getAttribute('href')).toMatch(/^\/customer\/[0-9a-f-]{36}$/);
    expect(await partLink.getAttribute('href')).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    await expectColumn(page, 'Quantity', ['10']);
    await checkScreen(page, 'shipper list', { reopen: ready.list(page, 'shipper', 'valueID', ['1']) });
  });

  it('opens the shipper from its ID cell: nothing packed yet', async () => {
    await openShipperOne();
    await page.getByText('0 of 10 packed, 10 remaining', { exact: true }).waitFor();
    await page.getByRole('link', { name: acme.name, exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Packing lists' }).count(), 'no packing lists yet').toBe(0);
    await checkScreen(page, 'shipper view', { reopen: ready.shipperShow(page, 0, 10) });
  });

  it('creates a packing list from the shipper, refusing more than remains', async () => {
    await page.getByRole('link', { name: 'Create packing list' }).click();
    await waitForPath(page, '/packing/new-from-shipper');
    expect(new URL(page.url()).searchParams.get('shipper')).toBe(shipperId);
    await ready.fromShipper(page, '10')(t);
    await expectValue(page, 'combobox', 'Customer *', acme.name);
    await expectValue(page, 'combobox', 'Part Number *', part.part);
    await expectValue(page, 'combobox', 'Shipper *', '1');
    expect(await saveButton().isEnabled(), 'Save on the untouched prefilled form').toBe(true);
    expect(await page.locator('#react-admin-title').textContent(), 'the title, once').toBe('New packing list from a shipper');
    await expectValue(page, 'textbox', 'PO', part.po);
    await checkScreen(page, 'packing from shipper', { reopen: ready.fromShipper(page, '10') });

    await quantityInput(page, t).fill('11');
    await save();
    await expectNotification(page, 'Only 10 parts of this shipper remain to be packed');
    await page.waitForTimeout(500); // a redirect would happen meanwhile
    expect(pathOf(page)).toBe('/packing/new-from-shipper');

    await quantityInput(page, t).fill('6');
    await save();
    await expectNotification(page, 'Packing list saved successfully');
    await waitForPath(page, '/packing');
    await expectColumn(page, 'ID', ['1']);
    await expectColumn(page, 'Quantity', ['6']);
    await expectColumn(page, 'Shipper', ['1']);
    await expectColumn(page, 'Status', ['Active']);
    await checkScreen(page, 'packing list', { reopen: ready.list(page, 'packing', 'valueID', ['1']) });
  });

  it('shows 6 of 10 packed on the shipper with its packing list, which opens', async () => {
    await openShipperOne();
    await page.getByText('6 of 10 packed, 4 remaining', { exact: true }).waitFor();
    const packings = page.getByRole('table', { name: 'Packing lists' });
    const packingLink = packings.getByRole('link', { name: '1', exact: true });
    await packingLink.waitFor();
    expect(await packings.locator('tbody tr').count()).toBe(1);
    await packings.locator('tbody tr').getByText('6', { exact: true }).waitFor();
    await packingLink.click();
    await waitForPath(page, /^\/packing\/[0-9a-f-]{36}$/);
    await ready.packingShow(page, '1')(t);
    await page.getByRole('link', { name: part.part, exact: true }).waitFor();
    await checkScreen(page, 'packing view', { reopen: ready.packingShow(page, '1') });
  });

  it('leaves 4 parts in the product inventory', async () => {
    await page.goto('/product');
    await waitForApp(page);
    await expectColumn(page, 'Inventory', ['4']);
  });

  it('exports the shipper list with the customer and the part by their labels', async () => {
    await page.goto('/shipper');
    await waitForApp(page);
    await expectColumn(page, 'ID', ['1']);
    const exported = await download(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(exported.download.suggestedFilename()).toMatch(/^shipper_\d{13}\.xlsx$/);
    const sheet = readSheet(exported.bytes);
    const [header, ...rows] = sheet.rows as unknown[][];
    expect(header).toEqual(['Id', 'ID', 'Date', 'PO', 'RMA', 'Customer', 'Part Number', 'Quantity', 'Created at', 'Updated at']);
    expect(rows).toHaveLength(1);
    const value = (label: string) => rows[0][header.indexOf(label)];
    expect(value('Id')).toBe(shipperId);
    expect(value('ID')).toBe(1);
    expect(value('Customer')).toBe(acme.name);
    expect(value('Part Number')).toBe(part.part);
    expect(value('Customer'), 'not the id').not.toBe(customerId);
    expect(value('Quantity')).toBe(10);
    expect(value('Date')).toBe(today());
  });

  it('picks the shipper on /packing/new-from-shipper and prefills the 4 remaining', async () => {
    await page.goto('/packing/new-from-shipper');
    await waitForApp(page);
    await page.locator('h1', { hasText: t.custom.packing.fromShipperTitle }).waitFor();
    expect(await quantityInput(page, t).count(), 'no form before a shipper is chosen').toBe(0);
    await chooseAutocomplete(page, 'Shipper', '1', '#1');
    await page.waitForURL((url) => url.searchParams.get('shipper') === shipperId);
    await ready.fromShipper(page, '4')(t);
    await expectValue(page, 'combobox', 'Customer *', acme.name);
    await expectValue(page, 'combobox', 'Part Number *', part.part);
    expect(watched.pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('prints the product report: 10 received, 6 shipped, without header or menu', async () => {
    await page.goto('/product');
    await waitForApp(page);
    await (await cellOf(page, 'Part Number')).click();
    await page.getByRole('link', { name: 'Report' }).click();
    await page.waitForURL(/\/product\/[0-9a-f-]+\/report$/);
    await page.locator('h1', { hasText: `History of part ${part.part}` }).waitFor();
    // Each total row shows once its records have loaded.
    const total = (section: string, label: string, value: number) =>
      page.getByRole('region', { name: section }).getByRole('row', { name: new RegExp(`^${label}\\s+${value}$`) }).waitFor();
    await total('Shippers', 'Parts received', 10);
    await total('Packing lists', 'Parts shipped', 6);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').first().isVisible(), 'menu hidden in print').toBe(false);
    expect(await page.getByRole('banner').isVisible(), 'header hidden in print').toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });
});
