/** Documents, photos and exports in the browser: what the parts-flow test reads back from the app. */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfText } from '../../helpers/pdf-text';
import { createTranslator } from '../../../i18n';
import { resources } from '../../../resources';
import { exportFields } from '../../../resources/kit/derive';
import { readFirstSheet } from '../../helpers/xlsx-read';
import { download, waitForApp } from './steps';

/**
 * Clicks "Open PDF" (a list row), or the document's own button on a show page ("Packing slip"): the
 * app opens a tab at once and fetches the PDF with the user's token.
 * Returns the PDF's text, from the very response the click fetched (taken as it passes).
 */
export async function openPdf(page: Page, resource: 'packing' | 'invoice', options: PdfButton = {}): Promise<string> {
  return pdfText(await fetchPdf(page, resource, options));
}

interface PdfButton {
  button?: string;
  kind?: string;
}

/** As openPdf, returning the PDF's bytes (to read its text and look at its pages). */
export async function fetchPdf(
  page: Page,
  resource: 'packing' | 'invoice',
  { button = 'Open PDF', kind = 'pdf' }: PdfButton = {},
): Promise<Buffer> {
  const path = new RegExp(`/api/${resource}/[0-9a-f-]{36}/${kind}$`);
  let pdf: { status: number; type: string; body: Buffer } | undefined;
  await page.route(path, async (route) => {
    const response = await route.fetch();
    pdf = { status: response.status(), type: response.headers()['content-type'], body: await response.body() };
    await route.fulfill({ response });
  });
  try {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: button, exact: true }).first().click(),
    ]);
    await expect.poll(() => pdf?.status, { timeout: 15_000 }).toBe(200);
    await tab.close();
  } finally {
    await page.unroute(path);
  }
  expect(pdf?.type).toBe('application/pdf');
  return pdf!.body;
}

/**
 * What a tab opened by "Open PDF" received: the blob URL it was pointed at and the type of what it
 * holds. Chromium shows the PDF in its viewer; the npm package's headless shell has no viewer and
 * turns the same navigation into a download, so either is awaited.
 */
export async function pdfInTab(tab: Page): Promise<{ url: string; type: string }> {
  const shown = tab.waitForURL(/^blob:/, { timeout: 15_000 }).then(async () => {
    await tab.waitForLoadState('load');
    return { url: tab.url(), type: await tab.evaluate(() => document.contentType) };
  });
  const downloaded = tab.waitForEvent('download', { timeout: 15_000 }).then(async (file) => {
    const head = (await readFile(await file.path())).subarray(0, 5).toString('latin1');
    return { url: file.url(), type: head === '%PDF-' ? 'application/pdf' : `not a PDF: ${head}` };
  });
  return Promise.any([shown, downloaded]);
}

/** The export's header as derived from the declaration (every import column included), in English. */
export function exportHeader(resource: keyof typeof resources): string[] {
  const t = createTranslator('en');
  return exportFields(resources[resource]).map(([name]) => t(`resources.${resource}.fields.${name}`));
}

/** Exports the list at `path` and reads the file back: its name, and each row keyed by header label. */
export async function exportList(
  page: Page,
  path: string,
): Promise<{ filename: string; header: string[]; rows: Record<string, unknown>[] }> {
  await page.goto(path);
  await waitForApp(page);
  const { download: file, bytes } = await download(page, () =>
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  );
  const sheet = await readFirstSheet(bytes);
  // Named after the list ("Shippers"), never the old fixed "data".
  expect(sheet.name).not.toBe('data');
  const [header, ...rows] = sheet.rows as string[][];
  return {
    filename: file.suggestedFilename(),
    header,
    rows: rows.map((row) => Object.fromEntries(header.map((label, i) => [label, row[i]]))),
  };
}

/** Waits until an image has loaded (through its signed link) and has pixels. */
export async function expectImageLoaded(page: Page, alt: string): Promise<void> {
  const image = page.getByRole('img', { name: alt }).first();
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
}
