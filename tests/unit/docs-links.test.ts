/**
 * Comments and test names cite the design as `docs/<file>.md#<heading>`: every such citation must
 * name a file in docs/ and a heading it has (GitHub's anchor for it), and nothing may cite the
 * design or specification documents that live outside the repository (docs/architecture.md#folders).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scanned = ['resources', 'server', 'src', 'scripts', 'tests', 'i18n', 'docs', '.ci'];
const skipped = new Set(['node_modules', 'dist', 'data', '.test-data', 'coverage']);
const textFile = /\.(ts|tsx|js|mjs|cjs|json|sql|md|sh)$|^run$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return textFile.test(entry.name) ? [path] : [];
  });
}

/** The files scanned: the folders above, plus the configuration files at the root. */
function sourceFiles(): string[] {
  const top = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|js|json)$/.test(entry.name) && !entry.name.startsWith('package'))
    .map((entry) => join(root, entry.name));
  return [
    ...top,
    ...scanned.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => filesUnder(join(root, dir))),
  ];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, outside code blocks, repeats numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = !inCode && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const times = seen.get(base) ?? 0;
    seen.set(base, times + 1);
    anchors.add(times ? `${base}-${times}` : base);
  }
  return anchors;
}

interface Citation {
  where: string;
  file: string;
  anchor?: string;
}

function citations(files: string[]): Citation[] {
  return files.flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const inDocs = relative(root, path).startsWith('docs/');
    const found: Citation[] = [];
    text.split('\n').forEach((line, index) => {
      const where = `${relative(root, path)}:${index + 1}`;
      for (const match of line.matchAll(/\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g)) {
        found.push({ where, file: match[1], anchor: match[2] });
      }
      // Links between the documents themselves: [text](file.md#anchor) or [text](#anchor).
      if (inDocs) {
        for (const match of line.matchAll(/\]\((?!https?:)([\w.-]+\.md)?(?:#([\w-]+))?\)/g)) {
          found.push({ where, file: match[1] ?? relative(join(root, 'docs'), path), anchor: match[2] });
        }
      }
    });
    return found;
  });
}

const files = sourceFiles();

describe('documentation citations', () => {
  test('every docs/<file>.md#<anchor> names a document and one of its headings', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    const found = citations(files);
    for (const { where, file, anchor } of found) {
      const path = join(root, 'docs', file);
      if (!existsSync(path)) {
        broken.push(`${where}: docs/${file} does not exist`);
        continue;
      }
      if (!anchors.has(file)) anchors.set(file, anchorsOf(readFileSync(path, 'utf8')));
      if (anchor && !anchors.get(file)!.has(anchor)) broken.push(`${where}: docs/${file} has no heading #${anchor}`);
    }
    expect(broken).toEqual([]);
    // The scan found the citations the code makes, so an empty list above is not a scan that saw nothing.
    expect(found.length).toBeGreaterThan(100);
  });

  test('nothing cites the design or specification documents outside the repository', () => {
    // Spelt as patterns, so this file does not cite them itself. Imports of a component from
    // src/custom/shared are code, not the folder beside the repository.
    const outside = [
      /(?<![\w-])design\.md/i,
      /(?<![\w-])spec\.md/i,
      /spec\s+sections?\b/i,
      /\.\.\/shared(?!\/([A-Z]|use[A-Z]))/,
    ];
    const stale = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outside
            .filter((pattern) => pattern.test(line))
            .map((pattern) => `${relative(root, path)}:${index + 1}: ${line.trim()} (${pattern.source})`),
        ),
    );
    expect(stale).toEqual([]);
  });

  test("GitHub's anchors: punctuation dropped, spaces as hyphens, repeats numbered", () => {
    expect(slug('Packing lists')).toBe('packing-lists');
    expect(slug('Decided, not built yet')).toBe('decided-not-built-yet');
    expect(slug('Receipts and uses (ledger)')).toBe('receipts-and-uses-ledger');
    expect([...anchorsOf('# A\n## B\n```\n## C\n```\n## B\n')]).toEqual(['a', 'b', 'b-1']);
  });
});
