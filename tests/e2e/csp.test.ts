/**
 * The content security policy in the real browser: the app started as `npm start` runs it works
 * under it (Firebase sign-up and sign-in through the emulator, MUI's styles, the home dashboard's
 * charts, a list, a form, photos through signed links, a PDF in a tab, the public QR page), and
 * no screen reports a violation. A control first proves a violation would be seen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../helpers/png';
import { emulatorHost } from './helpers/app';
import { expectImageLoaded, pdfInTab } from './helpers/billing-steps';
import { watchCsp, type CspWatch } from './helpers/csp';
import { browserSession } from './helpers/session';
import {
  expectNotification,
  fillCustomerForm,
  signIn,
  signOutFromHeader,
  signUp,
  verifyAndContinue,
  waitForApp,
  waitForPath,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const ownerEmail = `csp-owner-${Date.now()}@shop.test`;
const session = browserSession('csp-');
let page: Page;
let csp: CspWatch;
const made = { packing: '', product: '' };

beforeAll(async () => {
  page = session.page;
  csp = await watchCsp(page.context());
});

/** The owner's API, called from here as the browser would, with a token from the emulator. */
async function api<T = { id: string }>(path: string, body: unknown, multipart = false): Promise<T> {
  const signedIn = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ownerEmail, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const response = await fetch(`${session.app.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, ...(multipart ? {} : { 'content-type': 'application/json' }) },
    body: multipart ? (body as FormData) : JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The screen is painted and nothing on the way was refused by the policy. */
async function expectNoViolations(screen: string): Promise<void> {
  await waitForApp(page);
  expect(csp.violations, `CSP violations on ${screen}`).toEqual([]);
}

describe.sequential('the content security policy', () => {
  it('is sent with the app and enforced: an injected inline script is refused and reported', async () => {
    // A page of its own in the same context, so the suite's page (whose CSP errors fail the suite) stays clean.
    const probe = await page.context().newPage();
    const response = await probe.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await waitForPath(probe, '/auth/signin');
    await probe.getByRole('heading', { name: 'Sign in' }).waitFor();
    const ran = await probe.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran, 'the inline script ran').toBe(false);
    // Seen both ways: the page's event and Chromium's console error.
    const seen = () => [
      csp.violations.some((v) => v.includes('console:')),
      csp.violations.some((v) => v.includes('script-src-elem blocked')),
    ];
    await expect.poll(seen, { message: 'the violation was reported' }).toEqual([true, true]);
    await probe.close();
    csp.clear();
  });

  it('sign-in and sign-up work with Firebase through the emulator, styled by MUI', async () => {
    await page.goto('/auth/signin');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // MUI's emotion styles applied: the sign-in button is a contained (coloured) button.
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toMatch(/^rgba\(0, 0, 0, 0\)$/);
    await expectNoViolations('sign-in');
    await signUp(page, ownerEmail, PASSWORD);
    await expectNoViolations('sign-up and email-unverified');
    await verifyAndContinue(page, ownerEmail);
    await expectNoViolations('home (empty)');
  });

  it('the home dashboard draws its charts', async () => {
    const customer = await api('/api/customer', {
      data: { name: 'Acme Plating', email: 'buyer@acme.test', term: 'T30' },
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng([20, 120, 200]))], { type: 'image/png' }), 'front.png');
    const photo = await api<{ id: string }>('/api/files/product/photos', form, true);
    made.product = (
      await api('/api/product', {
        data: { part: 'BR-100', customer: customer.id, photos: [photo], openingStock: null },
      })
    ).id;
    const date = new Date().toLocaleDateString('sv-SE');
    const shipper = await api<{ id: string; po: string | null; rma: string | null }>('/api/shipper', {
      data: {
        date,
        po: 'PO-7',
        rma: null,
        serial: null,
        customer: customer.id,
        product: made.product,
        quantity: 10,
        notes: null,
      },
    });
    made.packing = (
      await api('/api/packing', {
        data: {
          status: 'Active',
          date,
          notes: null,
          po: 'PO-7',
          rma: null,
          customer: customer.id,
          shipper: shipper.id,
          product: made.product,
          quantity: 4,
        },
      })
    ).id;
    await page.goto('/');
    await page.locator('svg.MuiChartsSurface-root').first().waitFor();
    await expectNoViolations('home with charts');
  });

  it('a list and a form: customers listed, one created', async () => {
    await page.goto('/customer');
    await page.getByRole('cell', { name: 'Acme Plating', exact: true }).waitFor();
    await expectNoViolations('customer list');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await waitForPath(page, '/customer/new');
    await fillCustomerForm(page, { name: 'Bright Finish Co', email: 'orders@bright.test', term: 'T45' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Customer saved successfully');
    await expectNoViolations('customer form');
  });

  it('a photo through its signed link, and a packing slip PDF opened in a tab', async () => {
    await page.goto('/product');
    await expectImageLoaded(page, 'front.png');
    await expectNoViolations('product list with a thumbnail');
    await page.goto(`/product/${made.product}/edit`);
    await expectImageLoaded(page, 'front.png');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: tinyPng([9, 9, 9]) });
    await expectImageLoaded(page, 'side.png');
    await expectNoViolations('product form with photos');
    await page.goto('/packing');
    await waitForApp(page);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Open PDF' }).first().click(),
    ]);
    const shown = await pdfInTab(tab);
    expect(shown.url).toMatch(/^blob:/);
    expect(shown.type).toBe('application/pdf');
    await tab.close();
    await expectNoViolations('packing list and its PDF tab');
  });

  it('signed out: the public QR page, and signing in again', async () => {
    await signOutFromHeader(page, ownerEmail.split('@')[0]);
    await page.goto(`/qr/${made.packing}`);
    await page.getByRole('heading', { name: 'Packing list 1' }).waitFor();
    await expectNoViolations('public QR page');
    await page.getByRole('link', { name: 'Sign in to see the rest' }).click();
    await signIn(page, ownerEmail, PASSWORD);
    await expectNoViolations('signed in again');
    expect(session.watched.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});
