/**
 * Billing end to end (docs/domain-rules.md#invoices, docs/domain-rules.md#payments), from where the
 * parts flow leaves off (helpers/billing-setup.ts: packing list 1 of 6 parts at 2.50): its invoice,
 * both PDFs (read with PDF.js), the public QR page, a payment, its reversal and the payment recorded
 * again, the export and the product report's money, then the invoice voided with a reason (printed on
 * the VOID invoice). Screens checked with axe in English and
 * Brazilian Portuguese. The tests share one page and run in order.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../i18n/format';
import { acme, part, seedPackedShipper, type PackedShipper } from './helpers/billing-setup';
import { exportHeader, exportList, openPdf } from './helpers/billing-steps';
import { cellOf, expectValue, partsReady as ready, today } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import {
  checkScreenInBothLanguages as checkScreen,
  expectColumn,
  expectNotification,
  messages,
  signIn,
  waitForApp,
  waitForPath,
} from './helpers/steps';

const t = messages.en;
const session = browserSession('billing-');
let page: Page;
let flow: PackedShipper;

const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
// As the invoice on its page prints them: a label in the totals and its figure beside it.
const printedTotal = { total: 'Total', paid: 'Amount paid', balance: 'Balance due' } as const;
const money = (key: keyof typeof printedTotal) =>
  page
    .getByRole('article')
    .locator('dt', { hasText: new RegExp(`^${printedTotal[key]}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openInvoiceOne(): Promise<void> {
  await page.goto('/invoice');
  await waitForApp(page);
  await (await cellOf(page, 'Status')).click();
  await waitForPath(page, /^\/invoice\/[0-9a-f-]{36}$/);
}

async function recordPayment(expected: string): Promise<void> {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment on invoice #1' });
  expect(await dialog.getByLabel('Amount', { exact: false }).first().inputValue()).toBe('15.00');
  await dialog.getByLabel('Check Number', { exact: true }).fill('CHK-204');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expectNotification(page, expected);
}

beforeAll(async () => {
  page = session.page;
  flow = await seedPackedShipper(session.app, today());
});

describe.sequential('billing flow end to end', () => {
  it('signs in the owner and opens packing list 1', async () => {
    await page.goto('/auth/signin');
    await signIn(page, flow.owner.email, flow.owner.password);
    await page.goto(`/packing/${flow.packingId}`);
    await ready.packingShow(page, '1')(t);
  });

  it('invoices the packing list from its view: unit price from the part, total 6 x 2.50', async () => {
    await page.getByRole('link', { name: 'Create invoice' }).click();
    await waitForPath(page, '/invoice/new-from-packing');
    const formReady = async (m: typeof t) => {
      await page.locator('h1', { hasText: m.custom.invoice.fromPackingTitle }).waitFor();
      await expectValue(page, 'combobox', m.custom.invoice.choosePacking, '#1');
    };
    await formReady(t);
    await expectValue(page, 'combobox', 'Customer *', acme.name);
    await expect.poll(() => page.getByLabel('Unit price', { exact: true }).inputValue()).toMatch(/^2\.50?$/);
    await checkScreen(page, 'invoice from packing', { reopen: formReady });
    await save();
    await expectNotification(page, 'Invoice saved successfully');
    await waitForPath(page, '/invoice');
    await expectColumn(page, 'ID', ['1']);
    await expectColumn(page, 'Status', ['Pending']);
    await expectColumn(page, 'Total', ['$15.00']);
    await expectColumn(page, 'Packing list', ['1']);
    await checkScreen(page, 'invoice list', { reopen: ready.list(page, 'invoice', 'valueID', ['1']) });
  });

  it('opens the invoice and packing slip PDFs: their text names packing list 1 and its QR address', async () => {
    const invoice = await openPdf(page, 'invoice');
    for (const text of ['Invoice', 'No. 1', acme.name, part.part, '15.00', `/qr/${flow.packingId}`])
      expect(invoice).toContain(text);
    await page.goto(`/packing/${flow.packingId}`);
    await page.getByRole('link', { name: 'Invoice #1' }).waitFor();
    const slip = await openPdf(page, 'packing', { button: 'Packing slip' });
    for (const text of ['Packing slip', 'No. 1', acme.name, part.part, part.po, `/qr/${flow.packingId}`])
      expect(slip).toContain(text);
    // Its lines: the part, 6 shipped of the 10 received, 4 still here.
    expect(slip).toMatch(/Shipped\s+Received\s+Remaining/);
    expect(slip).toMatch(new RegExp(`${part.part}\\s+6\\s+10\\s+4`));
  });

  it('shows the packing slip on its public QR page, signed out, and nothing more', async () => {
    const visitor = await session.browser.newContext({ baseURL: session.app.baseUrl, locale: 'en-US' });
    const qr = await visitor.newPage();
    await qr.goto(`/qr/${flow.packingId}`);
    await qr.getByRole('heading', { name: 'Packing list 1' }).waitFor();
    const table = qr.getByRole('table', { name: 'Packing list 1' });
    for (const text of [part.part, 'Active', '6', formatDate(today(), 'en')])
      await table.getByRole('cell', { name: text, exact: true }).waitFor();
    expect(await qr.getByText(acme.name).count(), 'no customer name').toBe(0);
    await qr.getByRole('link', { name: 'Sign in to see the rest' }).waitFor();
    await visitor.close();
    // A phone in Portuguese that never chose a language here reads it in Portuguese (issue 40).
    const brazilian = await session.browser.newContext({ baseURL: session.app.baseUrl, locale: 'pt-BR' });
    const phone = await brazilian.newPage();
    await phone.goto(`/qr/${flow.packingId}`);
    const romaneio = phone.getByRole('table', { name: 'Romaneio 1' });
    await romaneio.getByRole('cell', { name: formatDate(today(), 'pt-BR'), exact: true }).waitFor();
    await phone.getByRole('link', { name: 'Entre para ver o restante' }).waitFor();
    await brazilian.close();
  });

  it('records the payment: 15.00, the balance due, turns the invoice Paid', async () => {
    await openInvoiceOne();
    await recordPayment('Payment recorded: invoice #1 is paid');
    await expect.poll(() => money('balance').innerText()).toBe('$0.00');
    await page.goto('/invoice');
    await waitForApp(page);
    await expectColumn(page, 'Status', ['Paid']);
  });

  it('reverses the payment entered by mistake: a −15.00 entry, Pending again, 15.00 due, Record payment offered', async () => {
    await openInvoiceOne();
    // Amounts in the shop's currency and dates as each language writes them.
    const language = (m: typeof t) => (m === t ? 'en' : 'pt-BR');
    const reverseButton = page.getByRole('button', { name: `Reverse the payment of ${formatDate(today(), 'en')}` });
    const dialogOf = (m: typeof t) =>
      page.getByRole('dialog', {
        name: m.custom.invoicePayment.reverseTitle
          .replace('%{amount}', formatMoney(15, 'USD', language(m)).replace(/\u00a0/g, ' '))
          .replace('%{date}', formatDate(today(), language(m))),
      });
    await reverseButton.click();
    await dialogOf(t).waitFor();
    await checkScreen(page, 'reverse payment', {
      // The open dialog hides the header's language menu: switch on the invoice page, then reopen.
      switchFrom: new URL(page.url()).pathname,
      reopen: async (m) => {
        if (!(await dialogOf(m).isVisible()))
          await page
            .getByRole('button', {
              name: m.custom.invoicePayment.reverseLabel.replace('%{date}', formatDate(today(), language(m))),
            })
            .click();
        await dialogOf(m).waitFor();
      },
    });
    const dialog = dialogOf(t);
    // A reason is asked for: Reverse without one says so and writes nothing.
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await dialog.getByText('Reason is required', { exact: false }).or(dialog.locator('.Mui-error')).first().waitFor();
    await dialog.getByLabel('Reason *', { exact: true }).fill('Recorded on the wrong invoice');
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await expectNotification(page, 'Payment reversed');
    await expect.poll(() => money('balance').innerText()).toBe('$15.00');
    await expect.poll(() => money('paid').innerText()).toBe('$0.00');
    const payments = page.getByRole('table').filter({ hasText: 'Reversal of the payment of' });
    await payments.getByRole('cell', { name: '-$15.00', exact: true }).waitFor();
    await payments.getByText(`Reversed on ${formatDate(today(), 'en')}`).waitFor();
    expect(await reverseButton.count(), 'a reversed payment offers no second reversal').toBe(0);
    await page.getByRole('button', { name: 'Record payment' }).waitFor();
    await page.goto('/invoice');
    await waitForApp(page);
    await expectColumn(page, 'Status', ['Pending']);
  });

  it('records the right payment: Paid again', async () => {
    await openInvoiceOne();
    await recordPayment('Payment recorded: invoice #1 is paid');
    await page.goto('/invoice');
    await waitForApp(page);
    await expectColumn(page, 'Status', ['Paid']);
  });

  it('exports the invoices and packing lists, references by their labels', async () => {
    const packings = await exportList(page, '/packing');
    expect(packings.rows).toMatchObject([
      { ID: 1, Shipper: 1, Customer: acme.name, 'Part Number': part.part, Quantity: 6, Invoice: 1 },
    ]);
    const invoices = await exportList(page, '/invoice');
    expect(invoices.filename).toMatch(/^invoice_\d{13}\.xlsx$/);
    expect(invoices.header).toEqual(exportHeader('invoice'));
    expect(invoices.rows).toMatchObject([
      { ID: 1, Status: 'Paid', 'Packing list': 1, 'Check Number': 'CHK-204', Paid: 15 },
    ]);
    // A link that opens from the spreadsheet: on the app's own address.
    expect(String(invoices.rows[0]['Invoice PDF'])).toMatch(
      new RegExp(`^${session.app.baseUrl.replace(/[.]/g, '\\.')}/api/invoice/[0-9a-f-]{36}/pdf$`),
    );
    expect(invoices.rows[0]).toMatchObject({ Total: 15, 'Balance due': 0 });
  });

  it('shows 15.00 invoiced and paid on the product report', async () => {
    await page.goto(`/product/${flow.productId}/report`);
    await page.locator('h1', { hasText: `History of part ${part.part}` }).waitFor();
    const total = (label: string, value: string) =>
      page
        .getByRole('region', { name: 'Invoices' })
        .getByRole('row', { name: new RegExp(`^${label}\\s+${value}$`) })
        .waitFor();
    await total('Invoiced', '\\$15\\.00');
    await total('Paid', '\\$15\\.00');
    expect(session.watched.pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it('voids the invoice after a confirmation that asks why; the VOID invoice prints the reason', async () => {
    await openInvoiceOne();
    await page.getByRole('button', { name: 'Void invoice', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Void invoice 1?', exact: true });
    await dialog.getByText(/stays in the books/).waitFor();
    // Not without a reason.
    await dialog.getByRole('button', { name: 'Void invoice', exact: true }).click();
    await dialog.getByText('Void reason is required', { exact: true }).waitFor();
    await dialog.getByLabel('Void reason *', { exact: true }).fill('Billed to the wrong plant');
    await dialog.getByRole('button', { name: 'Void invoice', exact: true }).click();
    await expectNotification(page, 'Invoice voided');
    await page.getByRole('button', { name: 'Void invoice', exact: true }).waitFor({ state: 'detached' });
    await page.goto('/invoice');
    await waitForApp(page);
    await expectColumn(page, 'Status', ['Void']);
    const pdf = await openPdf(page, 'invoice');
    expect(pdf).toContain('VOID');
    expect(pdf).toContain('Billed to the wrong plant');
    expect(session.watched.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});
