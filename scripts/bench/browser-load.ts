/**
 * What a browser does on a cold cache, measured in Chromium (tests/e2e/helpers/chromium-binary.ts):
 * bytes on the wire (each response's encodedDataLength: headers and compressed body, as the network
 * carried them), scripts fetched, First Contentful Paint, Largest Contentful Paint, cumulative layout
 * shift (the layout-shift entries not caused by input, summed), and the time from navigation until the
 * sign-in form is painted (its password field in the DOM, then one frame).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface PageLoad {
  bytes: number;
  scripts: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /** Navigation start to the sign-in form's first frame; NaN where no form appears. */
  signInPaintMs: number;
}

/** Runs in the page before any of its scripts: records when the sign-in form is first painted. */
const WATCH_SIGN_IN = `(() => {
  const seen = () => document.querySelector('form input[type="password"]');
  const mark = () => requestAnimationFrame(() => { window.__signInPaint ??= performance.now(); });
  new MutationObserver((_, observer) => { if (seen()) { observer.disconnect(); mark(); } })
    .observe(document, { childList: true, subtree: true });
  window.__lcp = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  window.__cls = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
})();`;

export async function watchSignInPaint(context: BrowserContext): Promise<void> {
  await context.addInitScript(WATCH_SIGN_IN);
}

/** Counts what the network carries for this page until stop(). */
async function wire(
  page: Page,
): Promise<{ cdp: CDPSession; stop: () => { bytes: number; scripts: number; requests: number } }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let bytes = 0;
  let requests = 0;
  let scripts = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
    if (types.get(e.requestId) === 'Script') scripts += 1;
  });
  return { cdp, stop: () => ({ bytes, scripts, requests }) };
}

/**
 * Empties the HTTP cache, opens url, waits for `ready` and for the network to go quiet, and reports.
 * Storage (the Firebase session in IndexedDB) is kept: a signed-in visit stays signed in.
 */
export async function coldLoad(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<PageLoad> {
  const { cdp, stop } = await wire(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => {
    const w = window as unknown as { __signInPaint?: number; __lcp?: number; __cls?: number };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { fcp, lcp: w.__lcp || NaN, cls: w.__cls ?? NaN, signIn: w.__signInPaint ?? NaN };
  });
  const counted = stop();
  await cdp.detach();
  return { ...counted, fcpMs: timings.fcp, lcpMs: timings.lcp, cls: timings.cls, signInPaintMs: timings.signIn };
}

/** The sign-in form on screen (its password field), as a user sees it. */
export const signInForm = (page: Page) =>
  page.locator('form input[type="password"]').waitFor({ state: 'visible', timeout: 60_000 });

/** A list's rows on screen. */
export const listRows = (page: Page) =>
  page.locator('.RaDatagrid-table tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });

/** The home page's dashboard drawn: its monthly charts on screen. */
export const dashboardCharts = (page: Page) =>
  page.locator('.MuiChartsSurface-root').first().waitFor({ state: 'visible', timeout: 60_000 });

/** Signs in through the form, as a user does, and waits for the application. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/signin`);
  await signInForm(page);
  await page.locator('form input[type="email"], form input[name="email"]').first().fill(email);
  await page.locator('form input[type="password"]').first().fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
}

export interface NextPageTiming {
  /** Click to the moment the next page's list request starts. */
  requestMs: number;
  /** Click to the list's answer fully received. */
  answerMs: number;
  /** Click to the first frame showing the next page's rows. */
  rowsMs: number;
}

/** Runs in the page (as text: the bench's TypeScript loader would add helpers the page does not have). */
const TIME_NEXT_PAGE = `(async () => {
  const firstRow = () => document.querySelector('.RaDatagrid-table tbody tr')?.textContent ?? '';
  const before = firstRow();
  const next = document.querySelector('button[aria-label="Go to next page"]');
  if (!next) throw new Error('no "Go to next page" button');
  const clicked = performance.now();
  next.click();
  await new Promise((shown, fail) => {
    const stop = setTimeout(() => fail(new Error('the next page never showed')), 30000);
    const check = () => (firstRow() !== before ? requestAnimationFrame(() => (clearTimeout(stop), shown())) : requestAnimationFrame(check));
    check();
  });
  const painted = performance.now();
  const request = performance.getEntriesByType('resource')
    .find((entry) => entry.startTime >= clicked && new URL(entry.name).pathname.startsWith('/api/'));
  return { requestMs: request ? request.startTime - clicked : NaN, answerMs: request ? request.responseEnd - clicked : NaN, rowsMs: painted - clicked };
})()`;

/**
 * On a list already showing its rows: clicks "next page" in the page itself and times the request
 * leaving (its Resource Timing entry) and the new rows' first frame. English labels (locale en-US).
 */
export async function nextPageTiming(page: Page): Promise<NextPageTiming> {
  return (await page.evaluate(TIME_NEXT_PAGE)) as NextPageTiming;
}
