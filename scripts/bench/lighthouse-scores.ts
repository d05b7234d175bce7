/**
 * Lighthouse (the npm package, programmatic) against the bench's own Chromium through its debugging
 * port: performance and accessibility, desktop (its desktop preset) and mobile (its default: a
 * mid-range phone on a slow 4G link, simulated). Storage is kept, so a signed-in page stays signed
 * in; the HTTP cache is emptied before every run (cold cache).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { CDPSession } from 'playwright-core';

export type FormFactor = 'desktop' | 'mobile';

export interface Scores {
  performance: number;
  accessibility: number;
}

/** Lighthouse itself asks to be run again after a trace it failed to record (NO_NAVSTART on a busy machine). */
const ATTEMPTS = 3;

export async function lighthouseScores(
  url: string,
  port: number,
  formFactor: FormFactor,
  clearCache: CDPSession,
): Promise<Scores> {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await clearCache.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const performance = result?.lhr.categories.performance?.score;
    const accessibility = result?.lhr.categories.accessibility?.score;
    if (typeof performance === 'number' && typeof accessibility === 'number') {
      return { performance: Math.round(performance * 100), accessibility: Math.round(accessibility * 100) };
    }
    failure = result?.lhr.runtimeError?.message ?? 'unknown error';
    console.warn(`lighthouse gave no score for ${url} (attempt ${attempt} of ${ATTEMPTS}): ${failure}`);
  }
  throw new Error(`lighthouse gave no score for ${url} in ${ATTEMPTS} attempts: ${failure}`);
}
