/**
 * The client never asks for a page the server refuses: every page-size choice and every fixed page
 * the screens request is at most LIST_PAGE_MAX, the one number the server's check reads too
 * (resources/kit/list-page.ts, server/services/records/list-page.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { LIST_PAGE_MAX, pageSizeChoices } from '../../resources/kit/list-page';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

test('every declared page-size choice is a page the server answers', () => {
  for (const [list, sizes] of Object.entries(pageSizeChoices)) {
    for (const size of sizes) expect(size, list).toBeGreaterThan(0);
    expect(Math.max(...sizes), list).toBeLessThanOrEqual(LIST_PAGE_MAX);
  }
});

test('no screen writes its own page size above the maximum, nor its own list of choices', () => {
  const found: string[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    // A written number of rows (perPage: 5000, perPage={5000}, limit: 5000): the declared constant instead.
    for (const [, size] of text.matchAll(/\b(?:perPage|limit)\s*[:=]\s*\{?\s*(\d+)/g)) {
      if (Number(size) > LIST_PAGE_MAX) found.push(`${file}: ${size}`);
    }
    // Choices written in place rather than taken from pageSizeChoices.
    for (const [choices] of text.matchAll(/rowsPerPageOptions=\{\[\s*\d[^\]]*\]\}/g)) found.push(`${file}: ${choices}`);
  }
  expect(found).toEqual([]);
});
