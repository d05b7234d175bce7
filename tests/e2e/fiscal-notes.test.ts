/**
 * A Brazilian shop's fiscal notes in the browser (issue 40, item 3): the shipper's form offers the
 * customer's NF-e, and /fiscal-notes lists last month's notes with their CFOP, says what went
 * without a note, refuses a period that is none under its field, speaks Portuguese and exports.
 */
import type { Page } from 'playwright-core';
import { format, subMonths } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { sampleNfeKey } from '../helpers/samples';
import { createUser, type TestUser } from '../helpers/users';
import { expectAccessible } from './helpers/axe';
import { withAppApi } from './helpers/in-process';
import { browserSession } from './helpers/session';
import { download, openInApp, setLanguage, signIn, waitForApp } from './helpers/steps';

const session = browserSession('fiscal-');
let page: Page;
let owner: TestUser;
const lastMonth = format(subMonths(new Date(), 1), 'yyyy-MM-15');
const grouped = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

beforeAll(async () => {
  page = session.page;
  owner = await withAppApi(session.app, async ({ api, db }) => {
    const user = await createUser(api, db, { roles: ['owner'] });
    const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
      const res = await call<{ id: string }>(api, method, `/api/${path}`, { token: user.token, body });
      if (res.status !== 200) throw new Error(`${method} /api/${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    const profile = {
      shopName: 'Galvânica Campinas',
      address: 'Rua A, 1',
      country: 'BR',
      state: 'SP',
      currency: 'BRL',
    };
    await send('PUT', 'settings/profile', { profile });
    const customer = await send('POST', 'customer', {
      data: { name: 'Metalúrgica Souza', email: 'nf@souza.test', term: 'T30', country: 'BR', state: 'SP' },
    });
    const product = await send('POST', 'product', { data: { part: 'PN-77', customer } });
    const shipper = { date: lastMonth, customer, product, quantity: 20 };
    await send('POST', 'shipper', { data: { ...shipper, fiscalNoteKey: sampleNfeKey(4410) } });
    await send('POST', 'shipper', { data: shipper });
    return user;
  });
  await page.goto('/fiscal-notes');
  await signIn(page, owner.email, owner.password);
  await waitForApp(page);
});

describe.sequential("a Brazilian shop's fiscal notes", () => {
  it("lists last month's notes with their CFOP and what went without one", async () => {
    await openInApp(page, '/fiscal-notes');
    const row = page.getByRole('row').filter({ hasText: '4410' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(["Customer's remessa (in)", '5901', 'Metalúrgica Souza']));
    // The note's kind and number, its key beneath in the DANFE's groups of four.
    expect(cells).toContain(`NF-e 4410\n${grouped(sampleNfeKey(4410))}`);
    await page.getByText("1 shipper of the period has no customer's NF-e.").waitFor();
    await expectAccessible(page, 'fiscal notes');
  });

  it('exports the notes as the reader writes a CSV', async () => {
    const { bytes } = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    const text = bytes.toString('utf8');
    expect(text).toContain('CFOP');
    expect(text).toContain('5901');
    expect(text).toContain(grouped(sampleNfeKey(4410)));
  });

  it('refuses a period that ends before it starts, under its field, in Portuguese', async () => {
    await setLanguage(page, 'pt-BR');
    await page.getByText('1 remessa do período está sem a NF-e do cliente.').waitFor();
    // Typed as a Brazilian writes a day.
    await page.getByRole('textbox', { name: 'Até' }).fill('01/01/2020');
    await page.getByText('Até não pode ser antes do primeiro dia').waitFor();
    await page.getByRole('textbox', { name: 'Até' }).fill(format(new Date(), 'dd/MM/yyyy'));
    await page.getByRole('row').filter({ hasText: 'Remessa do cliente (entrada)' }).waitFor();
  });

  it("offers the customer's NF-e on the shipper's form", async () => {
    await openInApp(page, '/shipper/new');
    await page.getByLabel('Chave de acesso da NF-e').waitFor();
    await page.getByLabel('NF-e de remessa do cliente').waitFor();
  });
});
