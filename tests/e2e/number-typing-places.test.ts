/**
 * The decimal comma where numbers are typed outside a form's top level (issue 34): a dialog (Record
 * payment's amount), a form's rows (a recipe's ingredient quantity) and a list's range filter (an
 * invoice's paid), in pt-BR in a browser whose own language is American English. The same input reads
 * them all (src/views/fields/LocaleNumberInput.tsx); these show each place wires it.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { seedPackedShipper, type PackedShipper } from './helpers/billing-setup';
import { withAppApi } from './helpers/in-process';
import { today } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import { expectNotification, messages, setLanguage, signIn, waitForApp } from './helpers/steps';

const pt = messages['pt-BR'];
const session = browserSession('numbers-places-');
let page: Page;
let flow: PackedShipper;
let invoiceId = '';

const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  withAppApi(
    session.app,
    async ({ api: app }) => (await call<T>(app, method, path, { token: flow.owner.token, body })).body,
  );

async function retype(input: ReturnType<Page['locator']>, text: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
  await input.press('Tab');
}

beforeAll(async () => {
  page = session.page;
  flow = await seedPackedShipper(session.app, today());
  const invoice = await api<{ id: string }>('POST', '/api/invoice', {
    data: {
      status: 'Pending',
      date: today(),
      packing: flow.packingId,
      customer: flow.customerId,
      product: flow.productId,
    },
  });
  invoiceId = invoice.id;
  await page.goto('/auth/signin');
  await signIn(page, flow.owner.email, flow.owner.password);
  await setLanguage(page, 'pt-BR');
});

describe.sequential("numbers typed in pt-BR outside a form's top level", () => {
  it("Record payment's amount: 10,50 is recorded as 10.5", async () => {
    await page.goto(`/invoice/${invoiceId}`);
    await waitForApp(page);
    await page.getByRole('button', { name: pt.custom.invoicePayment.record }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel(pt.resources.invoicePayment.fields.amount, { exact: false }).first();
    expect(await amount.inputValue()).toBe('15,00');
    await retype(amount, '10,50');
    expect(await amount.inputValue()).toBe('10,50');
    await dialog.getByRole('button', { name: pt.custom.invoicePayment.record }).click();
    await expectNotification(page, pt.custom.invoicePayment.recorded);
    const invoice = await api<{ paid: number }>('GET', `/api/invoice/${invoiceId}`);
    expect(invoice.paid).toBe(10.5);
  });

  it("a recipe ingredient's quantity in its row: 1234,25 shown back as 1.234,25, 0,2,5 named under it", async () => {
    await page.goto('/recipe/new');
    await waitForApp(page);
    await page.locator('.ra-input-ingredients').getByRole('button').first().click();
    const row = page.locator('.ra-input-ingredients .ra-input-quantity').first();
    const quantity = row.locator('input');
    await retype(quantity, '1234,25');
    expect(await quantity.inputValue()).toBe('1.234,25');
    await retype(quantity, '0,2,5');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await expect.poll(() => row.innerText()).toContain(pt.validation.number.typed.replace('%{path} ', ''));
    expect(await quantity.inputValue()).toBe('0,2,5');
  });

  it("the invoice list's paid range: 10,5 filters as 10.5", async () => {
    await page.goto(`/invoice?displayedFilters=${encodeURIComponent(JSON.stringify({ paidRange: true }))}`);
    await waitForApp(page);
    const from = page.getByRole('group', { name: pt.resources.invoice.fields.paid }).locator('input').first();
    await retype(from, '10,5');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"paidRange":[10.5');
    expect(await from.inputValue()).toBe('10,5');
    await retype(from, '10,51');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"paidRange":[10.51');
  });
});
