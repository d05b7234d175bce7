/**
 * The field types' registries (docs/decisions.md#one-module-per-field-type): each field type's rules
 * (zod) reach the client only through src/providers/record-validation.ts, as the rest of the rules do;
 * the client's text modules and the server's columns load none of the other side's code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
/** A value import (not `import type`) of the rules' registry or one of its modules. */
const RULES = /import\s+(?!type\b)[^;]*from\s+'[./]+resources\/kit\/field-types(\/[\w-]+)?'/;

test('no client file but record-validation.ts imports the field types rules', () => {
  const offending = sources(join(root, 'src'))
    .map((file) => relative(root, file))
    .filter(
      (file) => file !== 'src/providers/record-validation.ts' && RULES.test(readFileSync(join(root, file), 'utf8')),
    );
  expect(offending).toEqual([]);
});

test('the client text modules import neither React nor zod, and the server columns no client code', () => {
  const text = sources(join(root, 'src/views/fields/text')).map((file) => readFileSync(file, 'utf8'));
  expect(text.filter((source) => /from\s+'(react|react-admin|@mui\/[\w-]+|zod)'/.test(source))).toEqual([]);
  const columns = readFileSync(join(root, 'server/db/column-types.ts'), 'utf8');
  expect(columns).not.toMatch(/from\s+'[./]+src\//);
  expect(columns).not.toMatch(/from\s+'react/);
});

test('no field type is dispatched by a switch outside its registries', () => {
  const files = ['resources', 'server', 'src'].flatMap((dir) => sources(join(root, dir)));
  const switches = files
    .filter((file) => /switch\s*\(\s*(field|f|spec|column)\??\.type\s*\)/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  expect(switches).toEqual([]);
});
