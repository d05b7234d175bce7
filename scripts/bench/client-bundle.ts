/**
 * The production build (vite build, into a folder of its own, precompressed as the server sends it);
 * what a browser downloads from it is measured in browser-figures.ts. Lazy routes: every module a
 * route loads through lazy(() => import(...)) must be a dynamic entry of the build manifest,
 * outside the static imports of the entry, so it loads only when its route opens.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Source files of src/ that a lazy(() => import('…')) names, relative to the root. */
function lazyRouteModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(
          /lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
        )) {
          const base = resolve(dir, spec);
          const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
          if (file) found.push(relative(root, file));
        }
      }
    }
  };
  walk(join(root, 'src'));
  return [...new Set(found)].sort();
}

export function measureClient(outDir: string) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // Everything the entry pulls in statically is part of the first load.
  const shell = new Set<string>();
  const visit = (key: string) => {
    if (shell.has(key)) return;
    shell.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const routes = lazyRouteModules();
  const eager = routes.filter((file) => !manifest[file]?.isDynamicEntry || shell.has(file));
  return { routes: routes.length, eager };
}
