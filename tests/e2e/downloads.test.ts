/**
 * What a browser downloads from the app as `npm start` runs it (README, Downloads and caching): on a
 * cold cache, every script of the sign-in page arrives brotli-compressed with a year's immutable
 * cache, index.html is revalidated, and the first screen (the sign-in page; a signed-in list) stays
 * under 350 KB on the wire, a list in a few files. The measure is the bench's own (scripts/bench/browser-load.ts).
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coldLoad, signInForm, watchSignInPaint } from '../../scripts/bench/browser-load';
import { browserSession } from './helpers/session';
import { signUp, verifyAndContinue, waitForApp } from './helpers/steps';

const session = browserSession('downloads-');

describe('downloads', () => {
  it('a signed-out visit gets the sign-in page compressed and cacheable, under 350 KB on the wire', async () => {
    const { page } = session;
    await watchSignInPaint(page.context());
    const answers: Response[] = [];
    page.on('response', (response) => answers.push(response));
    const load = await coldLoad(page, `${session.app.baseUrl}/`, signInForm);
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    expect(load.bytes).toBeLessThanOrEqual(350 * 1024);
    expect(load.scripts).toBeGreaterThan(0);
    // The form was painted, and the watch saw it (its time is the bench's figure, not asserted here).
    expect(load.signInPaintMs).toBeGreaterThan(0);

    const scripts = answers.filter((r) => new URL(r.url()).pathname.startsWith('/assets/') && r.url().endsWith('.js'));
    expect(scripts.length).toBe(load.scripts);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(headers['content-encoding'], script.url()).toBe('br');
      expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    }
    const html = answers.find((r) => r.request().resourceType() === 'document');
    expect((await html!.allHeaders())['cache-control']).toBe('no-cache');
  });

  it('a signed-in list arrives in a few files under 350 KB, and its tooltips show', async () => {
    const { page } = session;
    const email = `downloads-${Date.now()}@shop.test`;
    await page.goto(`${session.app.baseUrl}/`);
    await signUp(page, email, 'plating-secret-1');
    await verifyAndContinue(page, email);
    await waitForApp(page);
    const load = await coldLoad(page, `${session.app.baseUrl}/customer`, (p) =>
      p.getByText(/^No customers yet\.$/i).waitFor(),
    );
    await waitForApp(page);
    expect(load.bytes).toBeLessThanOrEqual(350 * 1024);
    // The frame and the list are a file each (scripts/build/first-screen-chunks.ts): they were 60-odd.
    expect(load.scripts).toBeLessThanOrEqual(35);

    // The menu button's tooltip still shows, and names the button.
    const toggle = page.getByRole('button', { name: 'Close menu' });
    await toggle.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Close menu');
  });
});
