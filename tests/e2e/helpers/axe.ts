/** axe-core on the current page: serious and critical violations fail the test (softly, so every screen is checked). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** rule id + element → the screens where it was seen, for the final summary. */
const findings = new Map<string, Set<string>>();

export function axeSummary(): string {
  return [...findings].map(([finding, screens]) => `${finding}\n    on: ${[...screens].join(', ')}`).join('\n');
}

/** Waits until finite animations and transitions (fades, slides) are over, so colours are final. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // react-admin's header spinner shows while queries run; check the screen once they are done.
  await page
    .locator('.RaLoadingIndicator-loader')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (n) =>
            `    at ${JSON.stringify(n.target)}  ${n.html.slice(0, 160)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await settle(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations as AxeViolation[];
}

/** Fails (softly) on violations with impact 'serious' or 'critical', printing rule, help and targets. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (violations.length) {
    const text = `axe on ${screen} (${new URL(page.url()).pathname}):\n${describeViolations(violations)}`;
    for (const v of violations) {
      for (const n of v.nodes) {
        const key = `[${v.impact}] ${v.id}: ${n.html
          .replace(/ aria-label="[^"]*"/g, '')
          .replace(/ class="([^" ]+ ?){4,}"/, (m) => m.slice(0, 90))
          .slice(0, 140)}`;
        findings.set(key, (findings.get(key) ?? new Set()).add(screen));
      }
    }
    console.error(text);
  }
  expect
    .soft(
      violations.map((v) => v.id),
      `serious/critical axe violations on ${screen}`,
    )
    .toEqual([]);
}
