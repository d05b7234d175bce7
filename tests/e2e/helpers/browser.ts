/** Chromium through playwright-core: Debian's or the npm package's (never a browser downloaded at run time). */
import { mkdir, readFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumBinary } from './chromium-binary';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The same flags for either browser. Not @sparticuz/chromium's own list: that one is for serverless
 * hosts and turns off web security, site isolation and the multi-process model the app is tested under.
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, env } = await chromiumBinary();
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: env && { ...process.env, ...env } });
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
  const context = await browser.newContext({
    baseURL,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
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
  await page.screenshot({ path: file, fullPage: true }).then(
    () => console.error(`screenshot: ${file} (at ${page.url()})`),
    () => undefined,
  );
  if (appLog) {
    const log = await readFile(appLog, 'utf8').catch(() => '');
    console.error(`app log (last lines):\n${log.split('\n').slice(-15).join('\n')}`);
  }
}
