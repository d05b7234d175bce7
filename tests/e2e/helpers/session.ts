/** One app and one browser page per test file: started before, screenshotted on failure, closed after with axe's summary. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app';
import { axeSummary } from './axe';
import { captureFailure, launchBrowser, openPage, type WatchedPage } from './browser';

export interface BrowserSession {
  app: RunningApp;
  browser: Browser;
  watched: WatchedPage;
  page: Page;
}

/** Registers the file's hooks; the returned object is filled once beforeAll has run. */
export function browserSession(shotPrefix = ''): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    [session.app, session.browser] = await Promise.all([startApp(), launchBrowser()]);
    session.watched = await openPage(session.browser, session.app.baseUrl);
    session.page = session.watched.page;
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && session.page)
      await captureFailure(session.page, `${shotPrefix}${task.name}`, session.app?.logFile);
  });
  afterAll(async () => {
    // Every suite's screens run under the content security policy: none may have been refused.
    const refused = session.watched?.consoleErrors.filter((e) => /content security policy/i.test(e)) ?? [];
    await session.browser?.close();
    await session.app?.dispose();
    const summary = axeSummary();
    if (summary) console.error(`axe: serious/critical violations by rule and element:\n${summary}`);
    if (refused.length) throw new Error(`Content security policy violations:\n${refused.join('\n')}`);
  });
  return session;
}
