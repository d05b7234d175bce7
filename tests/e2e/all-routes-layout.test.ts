/**
 * Every route of the app, with the demonstration data behind it, at 375, 768 and 1366 px wide in both
 * languages: no screen scrolls sideways (document.scrollingElement.scrollWidth within the viewport),
 * the header's initials fit their circle, and axe finds nothing serious or critical (at 375 and 1366 px).
 * The routes come from the declarations (app-routes.ts).
 *
 * One page visits each route once per language through the app's router and is resized on the spot.
 * ROUTE_SHOTS=<folder> also saves a screenshot of each screen there.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../resources';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../scripts/seed/seed';
import { STACKED_BELOW } from '../../src/views/stacked-rows';
import { emulatorHost } from './helpers/app';
import { appRoutes, listApiPath } from './helpers/app-routes';
import { expectAccessible } from './helpers/axe';
import { browserSession } from './helpers/session';
import { openInApp, setLanguage, signUp, verifyAndContinue, waitForApp, waitForPath, type Lang } from './helpers/steps';

const session = browserSession('all-routes-');
const email = `routes-${Date.now()}@shop.test`;
const password = 'plating-secret-1';
const WIDTHS = [375, 768, 1366] as const;
const SHOTS = process.env.ROUTE_SHOTS;
const routes = appRoutes();
/** The record that fills ':id', by resource name. */
const ids = new Map<string, string>();

async function idToken(): Promise<string> {
  const answer = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await answer.json()) as { idToken: string }).idToken;
}

type Row = Record<string, unknown> & { id: string };

async function api<T>(token: string, path: string, init: { method?: string; body?: object } = {}): Promise<T> {
  const answer = await fetch(`${session.app.baseUrl}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body && JSON.stringify(init.body),
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} /api/${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * The record each page shows: the one with the most to show among the first 100 (the longest
 * answer: most packing lists, ingredients, longest names), and for products one with stock adjustments.
 */
async function pickRecords(token: string): Promise<void> {
  const adjusted = await api<{ rows: Row[] }>(token, 'stock-adjustment?limit=1');
  for (const { resource } of routes) {
    if (!resource || ids.has(resource.name)) continue;
    if (resource.name === 'product' && adjusted.rows[0]) {
      ids.set('product', String(adjusted.rows[0].product));
      continue;
    }
    const { rows } = await api<{ rows: Row[] }>(token, `${listApiPath(resource)}?limit=100`);
    const fullest = rows.reduce<Row | undefined>(
      (best, row) => (!best || JSON.stringify(row).length > JSON.stringify(best).length ? row : best),
      undefined,
    );
    if (!fullest) throw new Error(`No ${resource.name} record to show`);
    ids.set(resource.name, String(fullest.id));
  }
}

/** A year of the shop (npm run seed's data set) under the signed-up owner; PGlite admits one process, so the app pauses. */
async function seedShop(): Promise<void> {
  const { app } = session;
  if (!app.databaseUrl) await app.stop();
  const database = await openDatabase(
    app.databaseUrl ? { url: app.databaseUrl } : { dataDir: join(app.dataDir, 'pglite') },
  );
  try {
    await seedDemoData(database.db, { shippers: 120, accounts: false });
  } finally {
    await database.close();
  }
  if (!app.databaseUrl) await app.start();
}

const urlOf = ({ pattern, resource }: { pattern: string; resource?: ResourceDefinition }) =>
  resource ? pattern.replace(':id', encodeURIComponent(ids.get(resource.name)!)) : pattern;

/**
 * The page's width and, when it is wider than the screen, the innermost elements reaching past its right
 * edge, measured in one go so that the failure names what was there at that moment.
 */
function measureWidth(page: Page) {
  return page.evaluate(() => {
    const edge = window.innerWidth + 0.5;
    const past = (el: Element) => el.getBoundingClientRect().right > edge;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList]
        .filter((c) => !c.startsWith('css-'))
        .slice(0, 3)
        .join('.')}`;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const culprits =
      scrollWidth <= window.innerWidth
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((el) => past(el) && ![...el.children].some(past))
            .slice(0, 4)
            .map(
              (el) =>
                `${name(el.parentElement!)} > ${name(el)} (right ${Math.round(el.getBoundingClientRect().right)}): ${(el.textContent ?? '').trim().slice(0, 40)}`,
            );
    return { scrollWidth, innerWidth: window.innerWidth, culprits };
  });
}

/**
 * Once the new width is laid out: the media queries have answered and the menu's slide in or out is over.
 * A media query's change event (the menu becoming a drawer) fires in the first frame at the new size, and
 * its transition starts in the next; measured before that, a page can be caught half-way (the likely cause of
 * an importer measured 21 px too wide at 375 px once a run, with nothing past the edge a moment later).
 */
async function resized(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 576 ? 812 : 900 });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * axe at 375 px (the phone layout: the menu a drawer) and 1366 px; 768 px has the same page as 1366 px
 * (the menu beside it, from 576 px up), so it is checked for width alone.
 */
const AXE_WIDTHS: readonly number[] = [375, 1366];

async function checkAt(page: Page, screen: string, width: number): Promise<void> {
  await resized(page, width);
  const measured = await measureWidth(page);
  const culprits = measured.culprits.map((line) => `\n  ${line}`).join('');
  expect
    .soft(measured.scrollWidth, `${screen} at ${width} px scrolls sideways${culprits}`)
    .toBeLessThanOrEqual(measured.innerWidth);
  // The header's initials sit inside their circle (two wide letters were cut at its edge).
  const avatar = page.locator('header [data-initials]');
  if (await avatar.count()) {
    const box = await avatar.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect
      .soft(box.scrollWidth, `${screen} at ${width} px: the initials are clipped`)
      .toBeLessThanOrEqual(box.clientWidth);
  }
  // The page's title fits the header: one line, or two on a phone ("Nova fatura a partir de" was cut, issue 41).
  const title = page.locator('#react-admin-title');
  if (await title.count()) {
    // A line cut off is a whole line high (21 px or more); a few pixels are the fallback font's line box
    // (without the system's fonts, npm test's Chromium lays "Tanks" out 1–4 px taller than its line-height).
    const box = await title.evaluate((el) => ({
      wide: el.scrollWidth - el.clientWidth,
      tall: el.scrollHeight - el.clientHeight,
      text: el.textContent,
    }));
    expect
      .soft(
        box.wide > 1 || box.tall > 8,
        `${screen} at ${width} px: the title "${box.text}" is cut (${box.wide}, ${box.tall} px)`,
      )
      .toBe(false);
  }
  // On a phone a page's tables stack their rows (src/views/stacked-rows.ts): no cell clips its number
  // (a report showed 100 as "10") and no table hides columns behind a sideways swipe (issue 41).
  if (width < STACKED_BELOW) {
    const hidden = await page.evaluate(() => ({
      clipped: [...document.querySelectorAll('td')]
        .filter((td) => td.scrollWidth > td.clientWidth + 1)
        .map((td) => (td.textContent ?? '').trim().slice(0, 30)),
      swiped: [...document.querySelectorAll('[role="region"]:has(table)')]
        .filter((region) => region.scrollWidth > region.clientWidth + 1)
        .map((region) => region.getAttribute('aria-label')),
    }));
    expect.soft(hidden.clipped, `${screen} at ${width} px: cells cut`).toEqual([]);
    expect.soft(hidden.swiped, `${screen} at ${width} px: tables scrolled sideways`).toEqual([]);
  }
  if (AXE_WIDTHS.includes(width)) await expectAccessible(page, `${screen} at ${width} px`);
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/${screen.replace(/\W+/g, '_').replace(/^_/, '')}-${width}.png`,
      fullPage: true,
    });
}

describe('every route fits 375, 768 and 1366 px and passes axe', () => {
  // Signs up, seeds, restarts the app (which rebuilds a stale client first): as long as app start-up may take.
  it('signs up the owner over a year of demonstration data', { timeout: 600_000 }, async () => {
    const { page } = session;
    await page.goto('/');
    await waitForPath(page, '/auth/signin');
    await signUp(page, email, password);
    await verifyAndContinue(page, email);
    await seedShop();
    const token = await idToken();
    // Wide initials in the header, and an edit for the audit log's before → after.
    await api(token, 'auth/profile', {
      method: 'PUT',
      body: { profile: { firstName: 'Wanderléa', lastName: 'Mendonça' } },
    });
    const {
      rows: [customer],
    } = await api<{ rows: Row[] }>(token, 'customer?limit=1');
    await api(token, `customer/${customer.id}`, {
      method: 'PUT',
      body: { data: { name: `${String(customer.name)} Ltda.` } },
    });
    // A released certificate for /certificate/:id: the first packing list whose inspection passed.
    const { rows: inspections } = await api<{ rows: Row[] }>(token, 'inspection?limit=100');
    const passed = inspections.find((row) => row.result === 'pass')!;
    await api(token, `packing/${String(passed.packing)}/certificate`, { method: 'POST', body: {} });
    await pickRecords(token);
    expect([...ids.keys()].sort()).toEqual(
      [...new Set(routes.flatMap((r) => (r.resource ? [r.resource.name] : [])))].sort(),
    );
  });

  for (const lang of ['en', 'pt-BR'] as const satisfies Lang[]) {
    it(`switches to ${lang}`, async () => {
      const { page } = session;
      // Wide, whatever width the last route ended at: a phone's header keeps the language control in its menu.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/');
      await waitForApp(page);
      await setLanguage(page, lang);
    });

    routes.forEach((route, index) => {
      it(`${route.pattern} (${lang})`, async () => {
        const { page } = session;
        const url = urlOf(route);
        // Alternately opened at the narrowest and the widest size, so both first paints are seen.
        const order = index % 2 ? [...WIDTHS].reverse() : WIDTHS;
        await page.setViewportSize({ width: order[0], height: 900 });
        // Through the app's router: one start of the app per language, not one per route.
        await openInApp(page, url);
        expect(new URL(page.url()).pathname, `${route.pattern} stays where it was opened`).toBe(url);
        for (const width of order) await checkAt(page, `${route.pattern} ${lang}`, width);
      });
    });
  }
});
