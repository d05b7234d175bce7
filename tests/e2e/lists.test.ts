/**
 * Lists end to end (README, "Guarantees"): switching lists quickly, with a filter and a sort set on
 * each, never asks one list for another's fields; a bulk delete a record blocks says which record
 * and deletes nothing; the saved list state is kept under the signed-in user's id. One app, one page.
 */
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findResource } from '../../resources';
import { allFields, filterSpecs } from '../../resources/kit/derive';
import { emulatorHost } from './helpers/app';
import { browserSession } from './helpers/session';
import {
  columnTexts,
  expectNotification,
  signOutFromHeader,
  signUp,
  verifyAndContinue,
  waitForApp,
  waitForPath,
  waitForQuery,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const ownerEmail = `lists-owner-${Date.now()}@shop.test`;
const session = browserSession('lists-');
let page: Page;
let token = '';

beforeAll(() => {
  page = session.page;
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.app.baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json as T;
}

/** The filter keys and sort field of a list request that its resource does not declare. */
function foreignParams(request: Request): string[] {
  const url = new URL(request.url());
  const definition = findResource(url.pathname.split('/')[2])!;
  const fields = new Set(allFields(definition).map(([name]) => name));
  const filters = new Set(Object.keys(filterSpecs(definition)));
  const keys = [...url.searchParams.keys()].flatMap((key) => /^filter\[([^\]]+)\]/.exec(key)?.[1] ?? []);
  const sortField = url.searchParams.get('orderBy')?.replace(/_(ASC|DESC)$/, '');
  return [
    ...keys.filter((key) => !filters.has(key)).map((key) => `${url.pathname} filter[${key}]`),
    ...(sortField && !fields.has(sortField) ? [`${url.pathname} orderBy ${sortField}`] : []),
  ];
}

const menuLink = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });
const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
const customerName = (n: number) => `Customer ${String(n).padStart(2, '0')}`;

describe.sequential('lists end to end', () => {
  it('an owner with 12 customers, two of them used by products', async () => {
    await page.goto('/');
    await waitForPath(page, '/auth/signin');
    await signUp(page, ownerEmail, PASSWORD);
    await verifyAndContinue(page, ownerEmail);
    const signedIn = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ownerEmail, password: PASSWORD, returnSecureToken: true }),
      },
    );
    token = ((await signedIn.json()) as { idToken: string }).idToken;
    const ids: string[] = [];
    for (let n = 1; n <= 12; n += 1) {
      ids.push(
        (
          await api<{ id: string }>('POST', 'customer', {
            data: { name: customerName(n), email: `c${n}@shop.test`, term: 'T30' },
          })
        ).id,
      );
    }
    await api('POST', 'product', { data: { part: 'PN-1', customer: ids[0], po: 'PO-8', price: 5 } });
    await api('POST', 'product', { data: { part: 'PN-2', customer: ids[1], po: 'PO-9', price: 7 } });
  });

  it("switching lists quickly, each with its own filter and sort, never asks one for the other's fields", async () => {
    const lists: Request[] = [];
    const refused: string[] = [];
    const isList = (url: string) =>
      /\/api\/(customer|product)(\?|$)/.test(new URL(url).pathname + new URL(url).search) &&
      !url.includes('autocomplete');
    page.on('request', (request) => {
      if (request.method() === 'GET' && isList(request.url())) lists.push(request);
    });
    page.on('response', (response) => {
      if (response.status() === 400 && isList(response.url())) refused.push(response.url());
    });

    await page.goto(`/product?filter=${encodeURIComponent('{"po":"PO-8"}')}&sort=price&order=DESC`);
    await waitForApp(page);
    await cell('PN-1').waitFor();
    await menuLink('Customers').click();
    await waitForPath(page, '/customer');
    await page.locator('thead').getByText('Email', { exact: true }).click();
    await waitForQuery(page, { sort: 'email' });
    await cell(customerName(1)).waitFor();

    for (let round = 0; round < 6; round += 1) {
      await menuLink('Products').click();
      await menuLink('Customers').click();
    }
    await waitForPath(page, '/customer');
    await cell(customerName(1)).waitFor();
    // A filter still being typed (react-admin sends it 500 ms after the last key) when the user switches.
    await menuLink('Products').click();
    await cell('PN-1').waitFor();
    await page.getByLabel('Part Number', { exact: true }).fill('PN');
    await menuLink('Customers').click();
    await waitForPath(page, '/customer');
    await cell(customerName(1)).waitFor();
    await page.waitForTimeout(1500); // past the debounce: a stale filter would have been sent by now

    expect(lists.filter((r) => r.url().includes('/api/customer')).length).toBeGreaterThan(0);
    expect(lists.flatMap(foreignParams)).toEqual([]);
    expect(refused).toEqual([]);
    const query = new URL(page.url()).searchParams;
    expect([query.get('sort'), query.get('filter')]).toEqual(['email', '{}']);
  });

  it('a bulk delete a used customer blocks says which one, and deletes nothing', async () => {
    await page.getByLabel(`Select ${customerName(1)}`).check();
    await page.getByLabel(`Select ${customerName(5)}`).check();
    await page.getByText('2 items selected').waitFor();
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete 2 customers?' }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, `Nothing was deleted: ${customerName(1)} is still used by 1 Product`);
    const all = await api<{ count: number }>('GET', 'customer');
    expect(all.count).toBe(12);
    await cell(customerName(5)).waitFor();
  });

  it('the home page opens the shippers with parts left to pack, its filter and their Remaining shown', async () => {
    const customers = await api<{ rows: { id: string; name: string }[] }>('GET', 'customer?orderBy=name_ASC');
    const customer = customers.rows[0].id;
    const [product] = (await api<{ rows: { id: string }[] }>('GET', 'product?orderBy=part_ASC')).rows;
    const shipper = (quantity: number, po: string) =>
      api<{ id: string; valueID: number }>('POST', 'shipper', {
        data: { date: '2026-03-02', customer, product: product.id, quantity, po },
      });
    await shipper(5, 'PO-OPEN');
    const packed = await shipper(3, 'PO-PACKED');
    await api('POST', 'packing', {
      data: { status: 'Active', date: '2026-03-03', customer, shipper: packed.id, product: product.id, quantity: 3 },
    });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', { name: /Ready to ship\s*1$/ }).click();
    await waitForPath(page, '/shipper');
    await cell('PO-OPEN').waitFor();
    expect(await page.getByRole('combobox', { name: 'Parts left to pack' }).textContent()).toBe('Yes');
    expect(await cell('PO-PACKED').count()).toBe(0);
    expect(await columnTexts(page, 'Remaining')).toEqual(['5']);
  });

  it('a list opened with a filter whose input loads later still shows its value', async () => {
    const [customer] = (await api<{ rows: { id: string; name: string }[] }>('GET', 'customer?orderBy=name_ASC')).rows;
    const filter = encodeURIComponent(JSON.stringify({ customer: customer.id }));
    const displayed = encodeURIComponent(JSON.stringify({ customer: true }));
    await page.goto(`/product?filter=${filter}&displayedFilters=${displayed}`);
    await waitForApp(page);
    await cell('PN-1').waitFor();
    const shown = () => page.getByRole('combobox', { name: 'Customer' }).inputValue();
    await expect.poll(shown, { timeout: 15_000 }).toBe(customer.name);
  });

  it("keeps the list state under the signed-in user's id, and drops it on sign-out", async () => {
    const me = await api<{ id: string }>('GET', 'auth/me');
    const stored = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('RaStore')));
    const keys = await stored();
    expect(keys).toContain(`RaStore[${me.id}].product.listParams`);
    expect(keys.filter((key) => !key.startsWith(`RaStore[${me.id}]`))).toEqual([]);
    await signOutFromHeader(page, ownerEmail.split('@')[0]);
    expect((await stored()).filter((key) => key !== `RaStore[${me.id}].version`)).toEqual([]);
  });
});
