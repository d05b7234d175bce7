/** Debian's Chromium through playwright-core (never a downloaded browser). */
import { mkdir, readFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** console.error lines. */
  consoleErrors: string[];
}

/** A page in a fresh context (its own storage) that records page errors. */
export async function openPage(browser: Browser, baseURL: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const watched: WatchedPage = { page, pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => watched.pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  return watched;
}

/** On a failed test: a full-page screenshot and the end of the app's log. */
export async function captureFailure(page: Page, testName: string, appLog?: string): Promise<void> {
  const dir = process.env.E2E_SHOTS || '/tmp/e2e-shots';
  await mkdir(dir, { recursive: true });
  const file = `${dir}/${testName.replace(/\W+/g, '-').slice(0, 60)}.png`;
  await page.screenshot({ path: file, fullPage: true }).then(() => console.error(`screenshot: ${file} (at ${page.url()})`), () => undefined);
  if (appLog) {
    const log = await readFile(appLog, 'utf8').catch(() => '');
    console.error(`app log (last lines):\n${log.split('\n').slice(-15).join('\n')}`);
  }
}
