import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './scripts/build/first-screen-chunks.ts';
import { precompress } from './scripts/build/precompress.ts';

const MUI_BASE = new RegExp(
  [
    String.raw`node_modules[\\/](@mui[\\/](utils|system|styled-engine)|@mui[\\/]material[\\/]esm[\\/](utils|styles|internal|transitions)`,
    String.raw`|@emotion|react-transition-group|stylis|react-is|clsx|prop-types)[\\/]`,
  ].join(''),
);

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // The signed-in frame, the home page and a list (what most visits open) in a few files, not dozens.
    firstScreenChunks({
      frame: 'src/AdminApp.tsx',
      screens: { home: 'src/pages/Home.tsx', list: 'src/views/ResourceList.tsx' },
    }),
  ],
  resolve: {
    // A polyfill for what every supported browser has built in, replaced whole by the built-in
    // (src/shims/object-entries.cjs; docs/decisions.md, "Client build").
    // The package's own name only: its files (object.entries/shim…) stay the package's.
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // MUI's styling core and small helpers, used by every screen, in one file, and lodash (react-admin's)
          // in another: left to themselves they split into a dozen files of a few hundred bytes each, one
          // request and its headers apiece (docs/architecture.md#client-downloads).
          groups: [
            { name: 'mui-base', test: MUI_BASE },
            { name: 'lodash', test: /node_modules[\\/]lodash[\\/]/ },
          ],
        },
      },
    },
  },
});
