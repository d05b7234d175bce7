/**
 * The parts flow end to end (docs/domain-rules.md#parts-flow): a customer's product with a photo, a shipper
 * of 10 parts, a packing list of 6 taken from it, 4 parts left on hand, 2 found by a stock adjustment,
 * the product report's totals, and every list exported and read back. Billing (the invoice, PDFs, QR
 * page and payments) goes on in billing-flow.test.ts. Every screen is checked with axe in English and
 * Brazilian Portuguese. The tests share one page and run in order.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSession } from './helpers/session';
import { formatDate } from '../../i18n/format';
import { tinyPng } from '../helpers/png';
import { expectImageLoaded, exportHeader, exportList } from './helpers/billing-steps';
import {
  cellOf,
  chooseAutocomplete,
  expectValue,
  openFirstShipper,
  partsReady as ready,
  quantityInput,
  today,
} from './helpers/parts-steps';
import {
  checkScreenInBothLanguages as checkScreen,
  chooseOption,
  expectColumn,
  expectNotification,
  fillCustomerForm,
  messages,
  pathOf,
  signUp,
  verifyAndContinue,
  waitForApp,
  waitForPath,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const ownerEmail = `parts-owner-${Date.now()}@shop.test`;
const acme = { name: 'Acme Plating', email: 'buyer@acme.test', term: 'T30' as const };
const part = { part: 'PN-4471-A', po: 'PO-9001' };
const t = messages.en;

const session = browserSession('parts-');
let page: Page;
let shipperId = '';
let customerId = '';

const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const save = () => saveButton().click();
beforeAll(() => {
  page = session.page;
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
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: tinyPng() });
    await expectImageLoaded(page, 'rack.png');
    await save();
    await expectNotification(page, 'Product saved successfully');
    await waitForPath(page, '/product');
    await expectColumn(page, 'Part Number', [part.part]);
    await expectColumn(page, 'Customer', [acme.name]);
    await expectColumn(page, 'Price', ['$2.50']);
    await expectImageLoaded(page, 'rack.png'); // the list's thumbnail, through a signed link
    await checkScreen(page, 'product list', { reopen: ready.list(page, 'product', 'part', [part.part]) });
  });

  it('creates a shipper of 10; the list shows ID 1 with the customer and the part as links', async () => {
    await page.goto('/shipper/new');
    await waitForApp(page);
    await checkScreen(page, 'shipper create', { reopen: ready.create(page, 'shipper', 'quantity') });
    // The date starts at today, in the browser's calendar (declared `dateToday` in resources/shipper.ts).
    await expect.poll(() => page.getByLabel('Date *', { exact: true }).inputValue()).toBe(formatDate(today(), 'en'));
    await page.getByLabel('PO', { exact: true }).fill(part.po);
    await chooseAutocomplete(page, 'Customer *', 'Acme', acme.name);
    // The option names the part, then its name and customer (the product picker, issue 38).
    await chooseAutocomplete(page, 'Part Number *', 'PN-4471', part.part, new RegExp(`^${part.part}\\b.*${acme.name}`));
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
    shipperId = await openFirstShipper(page);
    await page.getByText('0 of 10 packed, 10 remaining', { exact: true }).waitFor();
    await page.getByRole('link', { name: acme.name, exact: true }).waitFor();
    // Titled by its number, not its UUID, which comes last, once, as the record id.
    await page.getByRole('heading', { level: 1, name: 'Shipper 1', exact: true }).waitFor();
    await page.getByText(`Record id: ${shipperId}`, { exact: true }).waitFor();
    expect(await page.getByText('Id', { exact: true }).count(), 'no "Id" row beside "ID"').toBe(0);
    expect(await page.getByRole('table', { name: 'Packing lists' }).count(), 'no packing lists yet').toBe(0);
    await checkScreen(page, 'shipper view', { reopen: ready.shipperShow(page, 0, 10) });
  });

  it("makes a job of the shipper's parts from its page: the shipper chosen, numbered 1, Received", async () => {
    await page.getByRole('link', { name: 'Make a job' }).click();
    await waitForPath(page, '/job/new');
    await expectValue(page, 'combobox', 'Shipper *', '1');
    await page.getByText("Left empty, the job takes its part's process, step by step.", { exact: true }).waitFor();
    await quantityInput(page, t).fill('11');
    await save();
    await expectNotification(page, 'Only 10 parts of shipper 1 are not yet in a job');
    expect(pathOf(page)).toBe('/job/new');
    await quantityInput(page, t).fill('10');
    await save();
    await expectNotification(page, 'Job saved successfully');
    await waitForPath(page, '/job');
    await expectColumn(page, 'Job No.', ['1']);
    await expectColumn(page, 'Status', ['Received']);
    await expectColumn(page, 'Part Number', [part.part]);
    shipperId = await openFirstShipper(page);
  });

  it('creates a packing list from the shipper, refusing more than remains', async () => {
    await page.getByRole('link', { name: 'Create packing list' }).click();
    await waitForPath(page, '/packing/new-from-shipper');
    expect(new URL(page.url()).searchParams.get('shipper')).toBe(shipperId);
    await ready.fromShipper(page, '10')(t);
    await expectValue(page, 'combobox', 'Customer *', acme.name);
    await expectValue(page, 'combobox', 'Part Number *', part.part);
    // One shipper picker: the page's own, showing the chosen shipper; the form has none of its own.
    await expectValue(page, 'combobox', 'Shipper', '#1');
    expect(
      await page.getByRole('combobox', { name: 'Shipper *', exact: true }).count(),
      'no second shipper input',
    ).toBe(0);
    await page.getByText('10 of 10 remain on shipper #1', { exact: true }).waitFor();
    expect(await saveButton().isEnabled(), 'Save on the untouched prefilled form').toBe(true);
    expect(await page.locator('#react-admin-title').textContent(), 'the title, once').toBe(
      'New packing list from a shipper',
    );
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
    shipperId = await openFirstShipper(page);
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

  it('leaves 4 parts on hand: the product list and /inventory say so', async () => {
    await page.goto('/product');
    await waitForApp(page);
    await expectColumn(page, 'Inventory', ['4']);
    await page.goto('/inventory');
    await waitForApp(page);
    await page.getByRole('cell', { name: part.part, exact: true }).waitFor();
    await page.getByRole('row', { name: /^Total on hand\s+4$/ }).waitFor();
  });

  it('exports every list and reads the files back, references by their labels', async () => {
    const shippers = await exportList(page, '/shipper');
    expect(shippers.filename).toMatch(/^shipper_\d{13}\.xlsx$/);
    expect(shippers.header).toEqual(exportHeader('shipper'));
    expect(shippers.header).toEqual(expect.arrayContaining(['Serial', 'Packed', 'Notes']));
    // Its packing lists by number, split by spaces (here the one Active packing list).
    // A real spreadsheet date: the reader gives the day as UTC midnight.
    expect(shippers.rows).toMatchObject([
      {
        Id: shipperId,
        ID: 1,
        Date: new Date(`${today()}T00:00:00.000Z`),
        Customer: acme.name,
        'Part Number': part.part,
        'Packing lists': '1',
        Quantity: 10,
      },
    ]);
    expect(shippers.rows[0].Customer, 'not the id').not.toBe(customerId);

    const packings = await exportList(page, '/packing');
    expect(packings.header).toEqual(exportHeader('packing'));
    expect(packings.rows).toMatchObject([
      { ID: 1, Shipper: 1, Customer: acme.name, 'Part Number': part.part, Quantity: 6 },
    ]);
    expect(packings.rows[0].Invoice ?? null, 'not invoiced here').toBeNull();

    const products = await exportList(page, '/product');
    expect(products.rows).toMatchObject([{ 'Part Number': part.part, Customer: acme.name, Price: 2.5, Inventory: 4 }]);
    const inventory = await exportList(page, '/inventory');
    expect(inventory.filename).toMatch(/^inventory_\d{13}\.xlsx$/);
    expect(inventory.rows).toMatchObject([{ Customer: acme.name, 'Part Number': part.part, Inventory: 4 }]);
  });

  it('adjusts stock from the product page: 2 found make 6 on hand, listed with who recorded them', async () => {
    await page.goto('/product');
    await waitForApp(page);
    await (await cellOf(page, 'Part Number')).click();
    await waitForPath(page, /^\/product\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock of part ${part.part}` });
    await dialog.getByLabel('Quantity (+/−) *', { exact: true }).fill('2');
    await chooseOption(page, dialog.getByRole('combobox', { name: /Reason/ }), 'Found');
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    await expectNotification(page, 'Stock adjustment recorded: 6 on hand');
    const adjustments = page.getByRole('region', { name: 'Stock adjustments' });
    for (const text of ['+2', 'Found', ownerEmail])
      await adjustments.getByRole('cell', { name: text, exact: true }).waitFor();
  });

  it('picks the shipper on /packing/new-from-shipper and prefills the 4 remaining', async () => {
    await page.goto('/packing/new-from-shipper');
    await waitForApp(page);
    await page.locator('h1', { hasText: t.custom.packing.fromShipperTitle }).waitFor();
    expect(await quantityInput(page, t).count(), 'no form before a shipper is chosen').toBe(0);
    // Found by its customer, the option saying what a clerk decides by (issue 38).
    const shown = new RegExp(`^#1\\s*4 left to pack\\s*${acme.name}.*${part.part}`);
    await chooseAutocomplete(page, 'Shipper', acme.name.split(' ')[0], '#1', shown);
    await page.waitForURL((url) => url.searchParams.get('shipper') === shipperId);
    await ready.fromShipper(page, '4')(t);
    await page.getByText('4 of 10 remain on shipper #1', { exact: true }).waitFor();
    await expectValue(page, 'combobox', 'Customer *', acme.name);
    await expectValue(page, 'combobox', 'Part Number *', part.part);
    expect(session.watched.pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('prints the product report: 10 received, 6 shipped, 2 found, without header or menu', async () => {
    await page.goto('/product');
    await waitForApp(page);
    await (await cellOf(page, 'Part Number')).click();
    await page.getByRole('link', { name: 'Report' }).click();
    await page.waitForURL(/\/product\/[0-9a-f-]+\/report$/);
    await page.locator('h1', { hasText: `History of part ${part.part}` }).waitFor();
    // Each total row shows once its records have loaded.
    const total = (section: string, label: string, value: number | string) =>
      page
        .getByRole('region', { name: section })
        .getByRole('row', { name: new RegExp(`^${label}\\s+${value}$`) })
        .waitFor();
    await total('Shippers', 'Parts received', 10);
    await total('Packing lists', 'Parts shipped', 6);
    await total('Stock adjustments', 'Parts adjusted', '\\+2');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').first().isVisible(), 'menu hidden in print').toBe(false);
    expect(await page.getByRole('banner').isVisible(), 'header hidden in print').toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });
});
