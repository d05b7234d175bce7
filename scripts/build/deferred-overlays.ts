/**
 * Vite plugin: wherever the client imports one of MUI's overlays below, it gets the stand-in from
 * src/shims/overlays/ instead, which downloads the real one when it is first shown
 * (src/shims/deferred-overlay.tsx; docs/architecture.md#client-downloads). The stand-in reaches the real
 * file through `deferred-real:<path>`. The build fails if MUI moved a file or no import reached it,
 * rather than quietly sending the overlays with every first screen again.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The overlays deferred, by their file in @mui/material; each has a stand-in of the same name. */
export const DEFERRED_OVERLAYS = ['Popper', 'Modal', 'Dialog', 'Menu'] as const;

const REAL = 'deferred-real:';
const OVERLAY_FILE = new RegExp(`(?:^|/)(${DEFERRED_OVERLAYS.join('|')})\\.js$`);

export function deferredOverlays(root = process.cwd()): Plugin {
  const muiRoot = dirname(createRequire(join(root, 'package.json')).resolve('@mui/material/package.json'));
  const realFile = (name: string) => join(muiRoot, 'esm', name, `${name}.js`);
  const standIn = (name: string) => resolve(root, 'src/shims/overlays', `${name}.ts`);
  const byRealFile = new Map<string, string>(DEFERRED_OVERLAYS.map((name) => [realFile(name), name]));
  const swapped = new Set<string>();
  return {
    name: 'plating:deferred-overlays',
    // Before Vite's own resolver, which would otherwise settle every import first.
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      for (const file of byRealFile.keys()) {
        if (!existsSync(file)) this.error(`${file} is gone: MUI moved an overlay; update scripts/build/deferred-overlays.ts`);
      }
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(REAL)) return join(muiRoot, source.slice(REAL.length).replace(/^@mui\/material\//, ''));
      const name = OVERLAY_FILE.exec(source)?.[1];
      if (!name || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== realFile(name)) return null;
      swapped.add(name);
      return standIn(name);
    },
    buildEnd(error) {
      const missed = DEFERRED_OVERLAYS.filter((name) => !swapped.has(name));
      if (!error && missed.length) this.error(`No import reached MUI's ${missed.join(', ')}: MUI changed how it imports them; update scripts/build/deferred-overlays.ts`);
    },
  };
}
