/** Documents, photos and exports in the browser: what the parts-flow test reads back from the app. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readSheet } from './customer-steps';
import { download, waitForApp } from './steps';

const run = promisify(execFile);

/** The text of a PDF, as poppler's pdftotext reads it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), bytes);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Clicks "Open PDF": the app opens a tab at once and fetches the PDF with the user's token.
 * Returns the PDF's text, from the very response the click fetched (taken as it passes).
 */
export async function openPdf(page: Page, resource: 'packing' | 'invoice'): Promise<string> {
  const path = new RegExp(`/api/${resource}/[0-9a-f-]{36}/pdf$`);
  let pdf: { status: number; type: string; body: Buffer } | undefined;
  await page.route(path, async (route) => {
    const response = await route.fetch();
    pdf = { status: response.status(), type: response.headers()['content-type'], body: await response.body() };
    await route.fulfill({ response });
  });
  try {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open PDF' }).first().click()]);
    await expect.poll(() => pdf?.status, { timeout: 15_000 }).toBe(200);
    await tab.close();
  } finally {
    await page.unroute(path);
  }
  expect(pdf?.type).toBe('application/pdf');
  return pdfText(pdf!.body);
}

/** Exports the list at `path` and reads the file back: its name, and each row keyed by header label. */
export async function exportList(page: Page, path: string): Promise<{ filename: string; header: string[]; rows: Record<string, unknown>[] }> {
  await page.goto(path);
  await waitForApp(page);
  const { download: file, bytes } = await download(page, () => page.getByRole('button', { name: 'Export' }).click());
  const sheet = readSheet(bytes);
  expect(sheet.name).toBe('data');
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
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}
