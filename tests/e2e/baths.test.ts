/**
 * Bath control end to end (docs/domain-rules.md#chemistry): a tank In control records a Low nickel
 * analysis through its form and turns Out of control on the tank list and the home page; the
 * analysis's proposed addition (15 g/L below target × 100 L × 1 g = 1.5 kg) is recorded, the
 * nickel's stock drops from 10 to 8.5 kg, and the tank's chart marks the addition. The Low analysis is
 * then voided with a reason through its dialog: it stays, shown void, and the tank is In control again.
 * Each new screen passes axe in en and pt-BR.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';
import { withAppApi } from './helpers/in-process';
import { cellOf, chooseAutocomplete } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import {
  checkScreenInBothLanguages as checkScreen,
  expectNotification,
  openInApp,
  signIn,
  type Messages,
} from './helpers/steps';

const session = browserSession('baths-');
const tankName = 'Nickel line, tank 3';
const nickel = 'Nickel sulfate hexahydrate';
let page: Page;
let owner: TestUser;
let tankId = '';
let chemicalId = '';

beforeAll(async () => {
  page = session.page;
  await withAppApi(session.app, async ({ api, db }) => {
    owner = await createUser(api, db, { roles: ['owner'] });
    const post = async (path: string, data: Record<string, unknown>) => {
      const res = await call<{ id: string }>(api, 'POST', `/api/${path}`, { token: owner.token, body: { data } });
      if (res.status !== 200) throw new Error(`POST /api/${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    chemicalId = await post('chemical', { name: nickel, unit: 'kg' });
    await post('chemical-in', { date: '2026-01-05', chemical: chemicalId, quantity: 10 });
    tankId = await post('tank', {
      name: tankName,
      process: 'Watts nickel',
      volume: 100,
      volumeUnit: 'L',
      status: 'inUse',
      parameters: [
        {
          parameter: 'Nickel metal',
          unit: 'g/L',
          target: 75,
          lower: 65,
          upper: 85,
          chemical: chemicalId,
          factor: 1,
          factorUnit: 'g',
        },
      ],
    });
    await post('bath-analysis', {
      analysedAt: new Date(Date.now() - 3_600_000).toISOString(),
      tank: tankId,
      parameter: 'Nickel metal',
      value: 74,
      method: 'titration',
    });
  });
});

/** The tank's state on the list, opened through the app (its first answer may be the cached one: poll). */
const stateOnList = async () => {
  await openInApp(page, '/tank');
  return (await cellOf(page, 'State')).innerText();
};

/** The local date and time a datetime-local input takes, a minute ago. */
const localNow = () => {
  const now = new Date(Date.now() - 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
};

describe.sequential('bath control end to end', () => {
  it('shows the tank In control, then records a Low analysis through the form', async () => {
    await page.goto('/auth/signin');
    await signIn(page, owner.email, owner.password);
    await expect.poll(stateOnList, { timeout: 30_000 }).toBe('In control');
    await checkScreen(page, 'tank list', {
      reopen: async (t: Messages) => {
        await page.getByText(t.choices.tankState.inControl.label, { exact: true }).first().waitFor();
      },
    });
    await openInApp(page, '/bath-analysis/new');
    await page.getByLabel('Analysed at *', { exact: true }).fill(localNow());
    await chooseAutocomplete(page, 'Tank *', 'Nickel', tankName);
    // The parameter is chosen among the tank's own.
    await page.getByRole('combobox', { name: 'Parameter *', exact: true }).click();
    await page.getByRole('option', { name: 'Nickel metal (g/L)', exact: true }).click();
    await page.getByLabel('Value *', { exact: true }).fill('60');
    await page.getByRole('combobox', { name: 'Method *', exact: true }).click();
    await page.getByRole('option', { name: 'Titration', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Analysis recorded');
  });

  it('turns the tank Out of control on the list and the home page', async () => {
    await expect.poll(stateOnList, { timeout: 30_000 }).toBe('Out of control');
    await openInApp(page, '/');
    const tile = page.getByRole('region', { name: 'Baths needing attention', exact: true });
    await tile.getByRole('link', { name: tankName, exact: true }).waitFor();
    await tile.getByText('Out of control', { exact: true }).waitFor();
  });

  it('records the proposed addition: 1.5 kg, and the stock drops from 10 to 8.5 kg', async () => {
    await openInApp(page, '/bath-analysis');
    await (await cellOf(page, 'Result')).click();
    await page.getByRole('button', { name: 'Record addition', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Addition for Nickel metal', exact: true });
    await dialog.getByText(`Add 1.5 kg of ${nickel}`, { exact: true }).waitFor();
    await dialog.getByText('After the addition: 8.5 kg', { exact: true }).waitFor();
    await checkScreen(page, 'record addition dialog', {
      // The open dialog hides the header's language menu: switch on the analysis page, then reopen it.
      switchFrom: new URL(page.url()).pathname,
      reopen: async (t: Messages) => {
        const named = page.getByRole('dialog', {
          name: t.custom.bath.proposalTitle.replace('%{parameter}', 'Nickel metal'),
          exact: true,
        });
        if (!(await named.isVisible()))
          await page.getByRole('button', { name: t.custom.bath.record, exact: true }).click();
        await named.waitFor();
      },
    });
    await dialog.getByRole('button', { name: 'Record addition', exact: true }).click();
    await expectNotification(page, 'Addition recorded');
    await page.getByRole('button', { name: 'Record addition', exact: true }).waitFor({ state: 'detached' });
    await openInApp(page, '/chemical');
    await expect.poll(async () => (await cellOf(page, 'Stock')).innerText(), { timeout: 30_000 }).toMatch(/^8\.5/);
  });

  it("marks the addition on the tank's chart", async () => {
    await openInApp(page, `/tank/${tankId}`);
    await page
      .getByRole('figure', { name: 'Nickel metal over the last 90 days, in g/L', exact: true })
      .locator('svg')
      .first()
      .waitFor();
    await page.getByTestId('additions-marked').waitFor();
    expect(await page.getByTestId('additions-marked').innerText()).toMatch(/^Additions: /);
    await checkScreen(page, 'tank view', {
      reopen: async (t: Messages) => {
        await page.getByRole('heading', { name: t.custom.bath.trend, exact: true }).waitFor();
      },
    });
    expect(chemicalId).not.toBe('');
  });

  it('voids the Low analysis with a reason: it stays, shown void, and the tank is In control again', async () => {
    await openInApp(page, '/bath-analysis');
    await (await cellOf(page, 'Result')).click();
    await page.getByRole('button', { name: 'Void this analysis', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Void the analysis of Nickel metal (60 g/L)?', exact: true });
    await dialog.waitFor();
    await checkScreen(page, 'void analysis dialog', {
      switchFrom: new URL(page.url()).pathname,
      reopen: async (t: Messages) => {
        const title = t.custom.bath.voidTitle.replace('%{parameter}', 'Nickel metal').replace('%{value}', '60 g/L');
        const named = page.getByRole('dialog', { name: title, exact: true });
        if (!(await named.isVisible()))
          await page.getByRole('button', { name: t.custom.bath.voidLabel, exact: true }).click();
        await named.waitFor();
      },
    });
    // Not without a reason.
    await dialog.getByRole('button', { name: 'Void', exact: true }).click();
    await dialog.getByText('Reason is required', { exact: true }).waitFor();
    await dialog.getByLabel('Reason *', { exact: true }).fill('Titrant was expired');
    await dialog.getByRole('button', { name: 'Void', exact: true }).click();
    await expectNotification(page, 'Analysis voided');
    await page.getByText('Void: Titrant was expired', { exact: true }).waitFor();
    await expect.poll(stateOnList, { timeout: 30_000 }).toBe('In control');
  });
});
