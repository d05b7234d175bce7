/**
 * Numbers are typed as the interface language writes them (docs/product-spec.md#areas-and-languages), in a
 * browser whose own language is American English: in pt-BR `0,85` is 0.85 (the browser's number input made
 * it 85), `1.234,5` is 1234.5; in English `1,234.5` is. Every number input of every create form the
 * declarations produce is typed key by key; what cannot be read is named under the field, never dropped.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../resources';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';
import { withAppApi } from './helpers/in-process';
import { browserSession } from './helpers/session';
import { messages, setLanguage, signIn, waitForApp, type Lang } from './helpers/steps';

const session = browserSession('numbers-');
const save: Record<Lang, string> = { en: 'Save', 'pt-BR': 'Salvar' };
let page: Page;
let owner: TestUser;
let customer = '';

/** Every number a create form of a declared resource offers, by the form's path. */
const numberInputs = resourceList
  .filter((resource) => resource.operations.includes('create'))
  .map((resource) => ({
    resource,
    fields: Object.entries(resource.fields)
      .filter(([, field]) => (field.type === 'integer' || field.type === 'decimal') && !field.readOnly)
      .map(([name, field]) => ({
        name,
        integer: field.type === 'integer',
        money: field.type === 'decimal' && field.money === true,
      })),
  }))
  .filter(({ fields }) => fields.length > 0);

beforeAll(async () => {
  page = session.page;
  await withAppApi(session.app, async ({ api, db }) => {
    owner = await createUser(api, db, { roles: ['owner'] });
    const res = await call<{ id: string }>(api, 'POST', '/api/customer', {
      token: owner.token,
      body: { data: { name: 'Metalúrgica Campinas', email: 'compras@mc.test', term: 'T30' } },
    });
    customer = res.body.id;
  });
  await page.goto('/auth/signin');
  await signIn(page, owner.email, owner.password);
});

const typed: Record<Lang, { decimal: [string, string]; integer: [string, string]; unreadable: string }> = {
  'pt-BR': { decimal: ['1234,5', '1.234,5'], integer: ['1.234', '1.234'], unreadable: '0,8,5' },
  en: { decimal: ['1234.5', '1,234.5'], integer: ['1,234', '1,234'], unreadable: '0.8.5' },
};
/** Money keeps its cents in view: `1.234,50`. */
const moneyShown: Record<Lang, string> = { 'pt-BR': '1.234,50', en: '1,234.50' };

async function typeInto(page: Page, name: string, text: string) {
  const input = page.locator(`.ra-input-${name} input`).first();
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text);
  await input.press('Tab');
  return input;
}

describe.sequential('numbers typed as the language writes them', () => {
  for (const lang of ['pt-BR', 'en'] as const) {
    it(`every create form's number reads and shows ${lang}'s marks, and names what it cannot read`, async () => {
      await setLanguage(page, lang);
      const expected = typed[lang];
      let checked = 0;
      for (const { resource, fields } of numberInputs) {
        await page.goto(`/${resource.path}/new`);
        await waitForApp(page);
        await page.locator('form').first().waitFor();
        for (const { name, integer, money } of fields) {
          if ((await page.locator(`.ra-input-${name} input`).count()) === 0) continue;
          const [text, asRead] = integer ? expected.integer : expected.decimal;
          const shown = money ? moneyShown[lang] : asRead;
          const input = await typeInto(page, name, text);
          await expect.poll(() => input.inputValue(), { message: `${resource.name}.${name}` }).toBe(shown);
          await typeInto(page, name, expected.unreadable);
          const under = page.locator(`.ra-input-${name}`).first();
          // The form names it on save; press Save to show every field's message.
          await page.getByRole('button', { name: save[lang] }).first().click();
          await expect
            .poll(() => under.innerText(), { message: `${resource.name}.${name}` })
            .toContain(messages[lang].validation.number.typed.replace('%{path} ', ''));
          expect(await input.inputValue()).toBe(expected.unreadable);
          checked++;
        }
      }
      // The product's price, the shipper's quantity, a payment's amount... at least these forms were reached.
      expect(checked).toBeGreaterThanOrEqual(5);
    });
  }

  it('saves 0,85 typed in pt-BR as 0.85, never 85', async () => {
    await setLanguage(page, 'pt-BR');
    await page.goto(`/product/new`);
    await waitForApp(page);
    await page.locator('.ra-input-part input').fill('PN-085');
    const customerInput = page.locator('.ra-input-customer input').first();
    await customerInput.fill('Metal');
    await page
      .getByRole('option', { name: /Metalúrgica Campinas/ })
      .first()
      .click();
    await typeInto(page, 'price', '0,85');
    await page.getByRole('button', { name: save['pt-BR'] }).first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/new'));
    const prices = await withAppApi(session.app, async ({ api }) => {
      const res = await call<{ rows: { price: number }[] }>(api, 'GET', '/api/product', {
        token: owner.token,
        query: { filter: { part: 'PN-085', customer } },
      });
      return res.body.rows.map((row) => row.price);
    });
    expect(prices).toEqual([0.85]);
  });
});
