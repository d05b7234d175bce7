/**
 * Vite plugin: the signed-in frame and the first screens in a few files instead of dozens
 * (docs/architecture.md#client-downloads). Left alone, the bundler cuts a file for every set of lazy
 * routes that share a module, so a signed-in list took dozens of tiny files, each a request with
 * its headers. Whether a module reached through a library's index is used at all is known only
 * once tree-shaking is done, which no rule on paths can tell; so a first pass of the same build (not
 * written) says which modules each screen's files hold, and the real build groups exactly those:
 *
 * - 'start': what the entry loads at once besides itself (every page loads it all, so one file, not one per
 *   set of later screens that also use a piece of it; MUI's core and lodash keep their own, vite.config.ts);
 * - 'frame': what the frame's lazy file loads at once (it and its static imports), less what the entry
 *   and the signed-out screens load, which stays as it was (the sign-in page is not made larger);
 * - per set of first screens (home, list…) the rest of what they load, a file per set ('home-list' for
 *   what both load), so no first screen loads what only another needs. A later screen that uses one of
 *   these modules loads its whole group: the first screens are the ones kept small.
 */
import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';

export interface FirstScreens {
  /** The signed-in frame (menu, header, providers): loaded before any signed-in screen. */
  frame: string;
  /** The screens to keep small, by name: each the module its lazy() imports, relative to the project root. */
  screens: Record<string, string>;
}

interface Chunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

const NAME = 'plating:first-screen-chunks';

/** Every file `start` loads at once: itself and its static imports, transitively. */
function staticClosure(byFile: Map<string, Chunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** Module ids per group, from the first pass's files: 'frame', and per set of screens sharing them. */
export function screenGroups(
  chunks: Chunk[],
  { frame, screens }: FirstScreens,
  root: string,
): Map<string, Set<string>> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c.fileName]));
  const fileOf = (module: string) => {
    const file = byFacade.get(`${root}/${module}`);
    if (!file) throw new Error(`${NAME}: no lazy file for ${module}; is it still loaded with lazy(() => import(…))?`);
    return file;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  // What loads without signing in: the entry and the other lazy routes it imports (sign-in, sign-up…).
  const frameFile = fileOf(frame);
  const outside = staticClosure(byFile, [
    ...entries,
    ...entries.flatMap((file) => byFile.get(file)!.dynamicImports).filter((f) => f !== frameFile),
  ]);
  const frameFiles = [...staticClosure(byFile, [frameFile])].filter((file) => !outside.has(file));
  // What every page loads with the entry, in one file rather than a file per set of later screens sharing it.
  const startFiles = [...staticClosure(byFile, entries)].filter((file) => !entries.includes(file));
  const groups = new Map<string, Set<string>>([
    ['start', new Set(startFiles.flatMap((file) => byFile.get(file)!.moduleIds))],
    ['frame', new Set(frameFiles.flatMap((file) => byFile.get(file)!.moduleIds))],
  ]);
  const before = new Set([...outside, ...frameFiles]);
  // Each file once, under the names of every screen that loads it ('home-list' for two): no screen loads another's alone.
  const sharedBy = new Map<string, string[]>();
  for (const [name, module] of Object.entries(screens)) {
    for (const file of staticClosure(byFile, [fileOf(module)]))
      if (!before.has(file)) sharedBy.set(file, [...(sharedBy.get(file) ?? []), name]);
  }
  for (const [file, names] of sharedBy) {
    const group = names.join('-');
    groups.set(group, new Set([...(groups.get(group) ?? []), ...byFile.get(file)!.moduleIds]));
  }
  // A lazy route's own module keeps a file of its own (a few hundred bytes importing its group), so the
  // build's manifest still names every lazy route as a dynamic entry (the bench checks it).
  const lazyRoots = new Set(
    chunks.flatMap((chunk) => chunk.dynamicImports).map((file) => byFile.get(file)?.facadeModuleId),
  );
  for (const modules of groups.values()) for (const id of modules) if (lazyRoots.has(id)) modules.delete(id);
  return groups;
}

/** The flat list of plugins, without this one (the first pass must not start a first pass of its own). */
function otherPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? [])
    .flat(Infinity as 1)
    .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === NAME));
}

export function firstScreenChunks(layout: FirstScreens): Plugin {
  return {
    name: NAME,
    apply: 'build',
    async config(config: UserConfig) {
      const root = resolve(config.root ?? '.').replace(/\\/g, '/');
      const firstPass: InlineConfig = {
        ...config,
        configFile: false,
        logLevel: 'silent',
        plugins: otherPlugins(config.plugins),
        build: { ...config.build, write: false, emptyOutDir: false },
      };
      const output = await build(firstPass);
      const outputs = Array.isArray(output) ? output : [output];
      const chunks: Chunk[] = outputs
        .flatMap((out) => ('output' in out ? out.output : []))
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({ ...chunk, moduleIds: Object.keys(chunk.modules) }));
      const groups = screenGroups(chunks, layout, root);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Exactly these modules: their imports are in the group already, or in what loads before it.
                groups: [...groups].map(([name, modules]) => ({
                  name,
                  test: (id: string) => modules.has(id),
                  includeDependenciesRecursively: false,
                })),
              },
            },
          },
        },
      };
    },
  };
}
