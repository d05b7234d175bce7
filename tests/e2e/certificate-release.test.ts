/**
 * The packing page's Quality panel (docs/domain-rules.md#certificates), end to end: a quality manager sees
 * a held packing list's banner and a disabled Release; once a later inspection passes he releases revision 1,
 * listed with its PDF; a second release asks why; a packing editor is offered no Release. The page also
 * stays within 375 px and axe-clean in both languages. Data is written through the API, the release in the UI.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';
import { expectAccessible } from './helpers/axe';
import { seedPackedShipper, type PackedShipper } from './helpers/billing-setup';
import { withAppApi } from './helpers/in-process';
import { today } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import { expectNotification, messages, setLanguage, signIn, signOutFromHeader, waitForApp } from './helpers/steps';

const session = browserSession('certificate-release-');
let page: Page;
let flow: PackedShipper;
let quality: TestUser;
let packingEditor: TestUser;
let specificationId: string;

/** An inspection of the packing list by the quality manager: readings inside 10–20 µm pass, outside fail. */
function inspect(readings: number[], inspectedAt: string) {
  return withAppApi(session.app, async ({ api }) => {
    const data = {
      packing: flow.packingId,
      specification: specificationId,
      inspectedAt,
      readings: readings.map((value) => ({ value })),
    };
    const res = await call<{ result: string }>(api, 'POST', '/api/inspection', {
      token: quality.token,
      body: { data },
    });
    if (res.status !== 200) throw new Error(`POST /api/inspection: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result;
  });
}

async function openPacking(as: TestUser) {
  await page.goto('/auth/signin');
  await signIn(page, as.email, as.password);
  await page.goto(`/packing/${flow.packingId}`);
  await waitForApp(page);
}

const releaseButton = () => page.getByRole('button', { name: 'Release certificate', exact: true });

beforeAll(async () => {
  page = session.page;
  flow = await seedPackedShipper(session.app, today());
  await withAppApi(session.app, async ({ api, db }) => {
    quality = await createUser(api, db, { roles: ['qualityManager'] });
    packingEditor = await createUser(api, db, { roles: ['packingEditor'] });
    const data = { code: 'AMS 2404', revision: 'D', thicknessMin: 10, thicknessMax: 20, thicknessUnit: 'µm' };
    const res = await call<{ id: string }>(api, 'POST', '/api/specification', { token: quality.token, body: { data } });
    if (res.status !== 200) throw new Error(`POST /api/specification: ${res.status} ${JSON.stringify(res.body)}`);
    specificationId = res.body.id;
  });
  expect(await inspect([4, 5, 6], '2026-03-09T10:00:00.000Z')).toBe('fail');
});

describe.sequential('certificate release on the packing page', () => {
  it('a held packing list shows why, and Release is disabled saying so', async () => {
    await openPacking(quality);
    const panel = page.getByRole('region', { name: 'Quality' });
    await panel.getByRole('alert').filter({ hasText: 'Held: inspection 1 failed' }).waitFor();
    await panel.getByRole('link', { name: 'inspection 1' }).waitFor();
    await panel.getByText('Not released: the certificate prints as an unsigned DRAFT').waitFor();
    await expect.poll(() => releaseButton().isDisabled()).toBe(true);
    await panel.getByText('is held: its inspection failed').waitFor();
  });

  it('New inspection opens the form with this packing list chosen', async () => {
    await page.getByRole('link', { name: 'New inspection' }).click();
    await page.waitForURL(/\/inspection\/new/);
    await expect.poll(() => page.getByRole('combobox', { name: /Packing list/ }).inputValue()).toBe('1');
    await page.goBack();
    await waitForApp(page);
  });

  it('after a passing inspection he releases revision 1, listed with its PDF', async () => {
    expect(await inspect([12, 14, 16], '2026-03-10T10:00:00.000Z')).toBe('pass');
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => releaseButton().isEnabled()).toBe(true);
    await releaseButton().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Release certificate' }).click();
    await expectNotification(page, 'Certificate revision 1 released');
    const revisions = page.getByRole('list', { name: 'Certificate revisions' });
    await revisions.getByText(/^Revision 1, released/).waitFor();
    const pdf = page.waitForResponse(/\/certificate\?revision=1$/);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      revisions.getByRole('button', { name: 'Rev. 1 PDF' }).click(),
    ]);
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await tab.close();
  });

  it('a second release asks why; nothing is sent without a reason', async () => {
    await releaseButton().click();
    const dialog = page.getByRole('dialog');
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/certificate')) posted += 1;
    });
    await dialog.getByRole('button', { name: 'Release certificate' }).click();
    await dialog.getByText('Required').waitFor();
    expect(posted).toBe(0);
    await dialog.getByRole('textbox', { name: /Why a new revision/ }).fill('Lot number corrected');
    await dialog.getByRole('button', { name: 'Release certificate' }).click();
    await expectNotification(page, 'Certificate revision 2 released');
    const revisions = page.getByRole('list', { name: 'Certificate revisions' });
    await revisions.getByText('Why: Lot number corrected').waitFor();
    await revisions.getByRole('button', { name: 'Rev. 1 PDF' }).waitFor();
  });

  it('the page fits 375 px and is axe-clean in both languages', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const lang of ['en', 'pt-BR'] as const) {
      await setLanguage(page, lang);
      await page.getByRole('heading', { name: messages[lang].custom.quality.title, exact: true }).waitFor();
      await page.getByRole('list', { name: messages[lang].custom.quality.revisions }).waitFor();
      const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(sideways, `${lang} at 375 px scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `/packing/:id quality [${lang}]`);
    }
    await setLanguage(page, 'en');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('a packing editor sees the revisions but no Release and no New inspection', async () => {
    await signOutFromHeader(page, quality.email.split('@')[0]);
    await openPacking(packingEditor);
    await page
      .getByRole('list', { name: 'Certificate revisions' })
      .getByText(/^Revision 2, released/)
      .waitFor();
    expect(await releaseButton().count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New inspection' }).count()).toBe(0);
  });
});
