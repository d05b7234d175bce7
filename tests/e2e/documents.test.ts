/**
 * Documents a customer accepts (docs/domain-rules.md#documents-and-qr-page), end to end: the owner
 * fills in the company profile at /settings with a PNG logo, then the packing page's Packing slip and
 * Certificate of conformance and the invoice page's Invoice PDF print it (text read with PDF.js), and
 * their first pages, drawn as pictures, show the logo in the letterhead and the signature on the
 * certificate. DOCUMENT_SHOTS=<folder> also saves those pictures there for a person to look at.
 * Starts from helpers/billing-setup.ts (packing list 1 of 6 parts at 2.50) plus its invoice.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../i18n/format';
import { call } from '../helpers/http';
import { firstPagePicture, type PagePicture } from '../helpers/pdf-picture';
import { pdfText } from '../helpers/pdf-text';
import { tinyPng } from '../helpers/png';
import { acme, part, seedPackedShipper, type PackedShipper } from './helpers/billing-setup';
import { expectImageLoaded, fetchPdf } from './helpers/billing-steps';
import { today } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import { chooseOption, expectNotification, signIn, waitForApp } from './helpers/steps';
import { withAppApi } from './helpers/in-process';

const session = browserSession('documents-');
let page: Page;
let flow: PackedShipper;
let invoiceId: string;

const shop = {
  'Shop name *': 'Bright Anodizing Ltd.',
  'Address *': '12 Foundry Road\nDayton, OH 45402',
  'Tax id (EIN, CNPJ)': '12-3456789',
  'Payment instructions (remit to, bank)': 'Remit to First Ohio Bank, account 00123',
  'Certificate of conformance statement': 'Processed per the purchase order and the specification shown.',
  'Quality signatory': 'Dana Reyes',
  'Signatory title': 'Quality Manager',
};

// One colour each, so the pictures tell the logo from the signature from the print.
const LOGO: [number, number, number] = [10, 60, 160];
const SIGNATURE: [number, number, number] = [150, 20, 110];
/** The letterhead's corner, where the logo is drawn (fractions of the page: left, top, right, bottom). */
const LETTERHEAD_CORNER: [number, number, number, number] = [0, 0, 0.3, 0.15];

/** A document's text and its first page as a picture (saved to DOCUMENT_SHOTS when set). */
async function readDocument(bytes: Buffer, name: string): Promise<{ text: string; picture: PagePicture }> {
  const picture = await firstPagePicture(bytes);
  const folder = process.env.DOCUMENT_SHOTS;
  if (folder) await mkdir(folder, { recursive: true }).then(() => writeFile(join(folder, `${name}.png`), picture.png));
  return { text: await pdfText(bytes), picture };
}

function expectLogoInLetterhead(picture: PagePicture): void {
  expect(picture.coverage(LOGO, LETTERHEAD_CORNER)).toBeGreaterThan(0.03);
  // Nowhere else: the logo is the letterhead's, not stretched over the page.
  expect(picture.coverage(LOGO, [0, 0.2, 1, 1])).toBe(0);
}

beforeAll(async () => {
  page = session.page;
  flow = await seedPackedShipper(session.app, today());
  invoiceId = await withAppApi(session.app, async ({ api }) => {
    const data = {
      status: 'Pending',
      date: today(),
      packing: flow.packingId,
      customer: flow.customerId,
      product: flow.productId,
    };
    const res = await call<{ id: string }>(api, 'POST', '/api/invoice', { token: flow.owner.token, body: { data } });
    if (res.status !== 200) throw new Error(`POST /api/invoice: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  });
});

describe.sequential('documents end to end', () => {
  it('the owner fills in the company profile with a PNG logo and signature', async () => {
    await page.goto('/auth/signin');
    await signIn(page, flow.owner.email, flow.owner.password);
    await page.goto('/settings');
    await waitForApp(page);
    const card = page.locator('#company-profile');
    for (const [label, value] of Object.entries(shop))
      await card.getByRole('textbox', { name: label, exact: true }).fill(value);
    await chooseOption(page, card.getByRole('combobox', { name: 'Currency *' }), 'BRL');
    await card
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(LOGO) });
    await expectImageLoaded(page, 'logo.png');
    await card
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: tinyPng(SIGNATURE) });
    await expectImageLoaded(page, 'signature.png');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Company profile saved');
  });

  it('the packing page prints the slip and the certificate with the letterhead', async () => {
    await page.goto(`/packing/${flow.packingId}`);
    await waitForApp(page);
    const { text: slip, picture: slipPage } = await readDocument(
      await fetchPdf(page, 'packing', { button: 'Packing slip' }),
      'packing-slip',
    );
    expectLogoInLetterhead(slipPage);
    for (const text of [
      'Packing slip',
      'No. 1',
      shop['Shop name *'],
      '12 Foundry Road',
      '12-3456789',
      'SHIP TO',
      acme.name,
      part.part,
      'Received by',
    ]) {
      expect(slip).toContain(text);
    }
    expect(slip).not.toContain('Company profile not filled in');
    const { text: certificate, picture: certificatePage } = await readDocument(
      await fetchPdf(page, 'packing', { button: 'Certificate of conformance', kind: 'certificate' }),
      'certificate',
    );
    expectLogoInLetterhead(certificatePage);
    // Not released yet: the certificate is a draft, stamped so and not signed (no signature image anywhere;
    // a released one names its signer: tests/api/certificates.test.ts). The slip never carries the signature.
    expect(certificate).toContain('DRAFT');
    expect(certificatePage.coverage(SIGNATURE, [0, 0, 1, 1])).toBe(0);
    expect(slipPage.coverage(SIGNATURE, [0, 0, 1, 1])).toBe(0);
    for (const text of [
      'Certificate of conformance',
      shop['Shop name *'],
      acme.name,
      part.part,
      part.po,
      shop['Quality signatory'],
      'Quality Manager',
    ]) {
      expect(certificate).toContain(text);
    }
    expect(certificate.replace(/\s+/g, ' ')).toContain(shop['Certificate of conformance statement']);
  });

  it('the invoice page prints the invoice in the shop currency with its payment instructions', async () => {
    await page.goto(`/invoice/${invoiceId}`);
    await waitForApp(page);
    // The page shows the invoice as it prints: the letterhead, bill to and balance in the shop's currency.
    const sheet = page.getByRole('article', { name: 'Invoice No. 1' });
    for (const text of [shop['Shop name *'], '12-3456789', acme.name, part.part, 'Net 30'])
      await sheet.getByText(text).first().waitFor();
    await sheet
      .getByText(formatMoney(15, 'BRL', 'en'))
      .first()
      .waitFor();
    const { text: invoice, picture: invoicePage } = await readDocument(
      await fetchPdf(page, 'invoice', { button: 'Invoice PDF' }),
      'invoice',
    );
    expectLogoInLetterhead(invoicePage);
    for (const text of [
      'Invoice',
      'No. 1',
      shop['Shop name *'],
      'BILL TO',
      acme.name,
      part.part,
      'Net 30',
      formatMoney(15, 'BRL', 'en'),
    ]) {
      expect(invoice).toContain(text);
    }
    expect(invoice.replace(/\s+/g, ' ')).toContain(shop['Payment instructions (remit to, bank)']);
  });
});
