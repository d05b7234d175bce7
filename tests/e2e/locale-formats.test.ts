/**
 * Numbers, money and dates in the interface language, in Chromium (docs/product-spec.md#areas-and-languages):
 * a pt-BR list writes money as `US$ 1.234,56` (the shop's currency, USD until the company profile
 * names another), quantities as `2.000` and dates as dd/mm/yyyy; a date input takes and shows
 * dd/mm/yyyy too, whatever the browser's own language. English keeps `$1,234.56` and mm/dd/yyyy.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';
import { withAppApi } from './helpers/in-process';
import { browserSession } from './helpers/session';
import { expectColumn, messages, setLanguage, signIn, waitForApp, waitForPath } from './helpers/steps';

const session = browserSession('formats-');
let page: Page;
let owner: TestUser;
let shipperId = '';

// Intl puts a no-break space between a currency symbol and its amount.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

beforeAll(async () => {
  page = session.page;
  await withAppApi(session.app, async ({ api, db }) => {
    owner = await createUser(api, db, { roles: ['owner'] });
    const post = async (path: string, data: Record<string, unknown>) => {
      const res = await call<{ id: string }>(api, 'POST', `/api/${path}`, { token: owner.token, body: { data } });
      if (res.status !== 200) throw new Error(`POST /api/${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    const customer = await post('customer', { name: 'Acme Plating', email: 'buyer@acme.test', term: 'T30' });
    const product = await post('product', { part: 'PN-1', customer, price: 1234.56 });
    shipperId = await post('shipper', { date: '2026-11-23', customer, product, quantity: 2000 });
  });
});

async function openList(path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

describe.sequential('locale formats', () => {
  it('writes money and dates the American way in English', async () => {
    await page.goto('/auth/signin');
    await signIn(page, owner.email, owner.password);
    await openList('/product');
    await expectColumn(page, messages.en.resources.product.fields.price, ['$1,234.56']);
    await openList('/shipper');
    await expectColumn(page, messages.en.resources.shipper.fields.date, ['11/23/2026']);
  });

  it('writes money as US$ 1.234,56, 2000 as 2.000 and dates as dd/mm/yyyy in Brazilian Portuguese', async () => {
    await setLanguage(page, 'pt-BR');
    const t = messages['pt-BR'];
    await openList('/product');
    const price = page.locator('.RaDatagrid-table tbody td', { hasText: '1.234,56' });
    await price.first().waitFor();
    expect(plain(await price.first().innerText()).trim()).toBe('US$ 1.234,56');
    await openList('/shipper');
    await expectColumn(page, t.resources.shipper.fields.date, ['23/11/2026']);
    await expectColumn(page, t.resources.shipper.fields.quantity, ['2.000']);
  });

  it('takes and shows a date typed as dd/mm/yyyy in a pt-BR form', async () => {
    const t = messages['pt-BR'];
    await page.goto(`/shipper/${shipperId}/edit`);
    await waitForApp(page);
    const input = page.getByRole('textbox', { name: t.resources.shipper.fields.date, exact: false });
    expect(await input.inputValue()).toBe('23/11/2026');
    await input.fill('01/12/2026');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await waitForPath(page, /^\/shipper(\/[0-9a-f-]{36}(\/show)?)?$/);
    // Stored as the API's YYYY-MM-DD whatever the reader's language.
    const stored = await fetch(`${session.app.baseUrl}/api/shipper/${shipperId}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(((await stored.json()) as { date: string }).date).toBe('2026-12-01');
  });
});
