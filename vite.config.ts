import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Smaller stand-ins for what a dependency requires: a polyfill for what every supported browser has
    // built in, and react-admin's fallback-label helper (src/shims says why each is safe).
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      inflection: fileURLToPath(new URL('./src/shims/inflection.ts', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
