/**
 * The client reaches zod and the declared rules only through src/providers/record-validation.ts,
 * which sets zod to parse without eval first (the content security policy forbids eval) and keeps
 * zod out of the code every page loads: it used to be imported by main.tsx, 18 KB in the entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
const VALIDATION = /from\s+'(zod|[./]+resources\/kit\/(validation|field-validation|files-validation|rows-validation))'/;
const ALLOWED = ['src/providers/record-validation.ts', 'src/providers/no-eval.ts'];

test('no client file but record-validation.ts and no-eval.ts imports zod or the rules directly', () => {
  const offending = sources(join(root, 'src'))
    .map((file) => relative(root, file))
    .filter((file) => !ALLOWED.includes(file) && VALIDATION.test(readFileSync(join(root, file), 'utf8')));
  expect(offending).toEqual([]);
});

test('record-validation.ts imports no-eval before the rules', () => {
  const text = readFileSync(join(root, 'src/providers/record-validation.ts'), 'utf8');
  expect(text.indexOf("import './no-eval'")).toBeGreaterThan(-1);
  expect(text.indexOf("import './no-eval'")).toBeLessThan(text.indexOf("from '../../resources/kit/validation'"));
});
