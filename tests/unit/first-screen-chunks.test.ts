/**
 * scripts/build/first-screen-chunks.ts: from a first build's files, which modules go together. What the
 * entry loads at once becomes one group; the signed-out screens keep their files; the frame's files become one group; each set of first screens gets
 * the rest of what it loads, so no first screen loads what only another needs; a lazy route's own
 * module stays a file of its own (a dynamic entry in the build's manifest).
 */
import { describe, expect, it } from 'vitest';
import { screenGroups } from '../../scripts/build/first-screen-chunks';

const ROOT = '/app';
const chunk = (
  fileName: string,
  moduleIds: string[],
  more: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facade?: string } = {},
) => ({
  fileName,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
  isEntry: more.isEntry ?? false,
  facadeModuleId: more.facade ? `${ROOT}/${more.facade}` : null,
});

// index loads shared.js and api.js (which later screens use too); sign-in (lazy) loads shared.js and typography.js; the frame (lazy) loads typography.js and
// menu.js; home and list (lazy routes of the frame) share table.js; list alone loads grid.js; edit shares grid.js.
const firstPass = [
  chunk('index.js', ['src/main.tsx'], {
    isEntry: true,
    imports: ['shared.js', 'api.js'],
    dynamicImports: ['SignIn.js', 'AdminApp.js'],
  }),
  chunk('shared.js', ['node_modules/react/index.js']),
  chunk('api.js', ['src/api.ts'], { imports: ['shared.js'] }),
  chunk('SignIn.js', ['src/auth/SignIn.tsx'], {
    facade: 'src/auth/SignIn.tsx',
    imports: ['shared.js', 'typography.js'],
  }),
  chunk('typography.js', ['node_modules/mui/Typography.js']),
  chunk('AdminApp.js', ['src/AdminApp.tsx'], {
    facade: 'src/AdminApp.tsx',
    imports: ['typography.js', 'menu.js'],
    dynamicImports: ['Home.js', 'List.js', 'Edit.js'],
  }),
  chunk('menu.js', ['node_modules/mui/Menu.js', 'node_modules/ra/Layout.js']),
  chunk('Home.js', ['src/pages/Home.tsx', 'node_modules/mui/Icons.js'], {
    facade: 'src/pages/Home.tsx',
    imports: ['table.js', 'menu.js'],
  }),
  chunk('List.js', ['src/views/List.tsx'], {
    facade: 'src/views/List.tsx',
    imports: ['table.js', 'grid.js', 'typography.js', 'api.js'],
  }),
  chunk('table.js', ['node_modules/mui/Table.js']),
  chunk('grid.js', ['node_modules/ra/Datagrid.js'], { imports: ['table.js'] }),
  chunk('Edit.js', ['src/views/Edit.tsx'], { facade: 'src/views/Edit.tsx', imports: ['grid.js'] }),
];
const layout = { frame: 'src/AdminApp.tsx', screens: { home: 'src/pages/Home.tsx', list: 'src/views/List.tsx' } };
const named = (groups: Map<string, Set<string>>) =>
  Object.fromEntries([...groups].map(([name, ids]) => [name, [...ids].map((id) => id.slice(ROOT.length + 1)).sort()]));

describe('first screens grouped from the first pass of the build', () => {
  it('what the entry loads, the frame, each screen and what two screens share each become one group; the signed-out files are left alone', () => {
    expect(named(screenGroups(firstPass, layout, ROOT))).toEqual({
      start: ['node_modules/react/index.js', 'src/api.ts'],
      frame: ['node_modules/mui/Menu.js', 'node_modules/ra/Layout.js'],
      home: ['node_modules/mui/Icons.js'],
      'home-list': ['node_modules/mui/Table.js'],
      list: ['node_modules/ra/Datagrid.js'],
    });
  });

  it('never groups the entry, what the sign-in page loads, what only a later screen loads, nor a lazy route itself', () => {
    const grouped = [...screenGroups(firstPass, layout, ROOT).values()].flatMap((ids) => [...ids]);
    const lazyRoutes = [
      'src/AdminApp.tsx',
      'src/pages/Home.tsx',
      'src/views/List.tsx',
      'src/views/Edit.tsx',
      'src/auth/SignIn.tsx',
    ];
    for (const id of ['src/main.tsx', 'node_modules/mui/Typography.js', ...lazyRoutes]) {
      expect(grouped).not.toContain(`${ROOT}/${id}`);
    }
  });

  it('a screen no longer loaded lazily fails the build with its name', () => {
    expect(() => screenGroups(firstPass, { ...layout, screens: { list: 'src/views/Gone.tsx' } }, ROOT)).toThrow(
      /src\/views\/Gone\.tsx/,
    );
  });
});
