import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, is one on a 2-core machine; the unit and
    // API files wait on the Auth emulator, the database and Chromium more than they compute, so two
    // share two cores well (docs/decisions.md, "Two test workers on two cores").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Waits and test deadlines for a loaded machine (tests/unit/helpers/deadlines.ts says why).
          setupFiles: ['tests/unit/helpers/deadlines.ts', 'tests/unit/helpers/settle-timers.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Starts the Firebase Auth emulator on free ports of its own (tests/helpers/emulator-global-setup.ts).
          globalSetup: ['tests/helpers/emulator-global-setup.ts'],
          setupFiles: ['tests/helpers/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share their worker's modules: each file builds its own app and database, and no file
          // mocks a module, so reloading the server's code for every file only cost time (a third of
          // the suite, docs/decisions.md "API files share modules").
          isolate: false,
        },
      },
      {
        test: {
          // npm run soak (and CI), never npm test: real server processes killed, a database cut off, a load run.
          name: 'soak',
          include: ['tests/soak/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/emulator-global-setup.ts'],
          setupFiles: ['tests/helpers/api-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // One at a time, so the load figures are the server's alone.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The suite's own emulator, handed to npm start's code path through FIREBASE_AUTH_EMULATOR_HOST:
          // restarting the app then keeps its accounts without depending on the emulator's export on exit.
          // The client built once before any file starts its app (two files side by side would both build it).
          globalSetup: ['tests/helpers/emulator-global-setup.ts', 'tests/e2e/helpers/client-build-global-setup.ts'],
          setupFiles: ['tests/helpers/api-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two files side by side, each with its own app, data and browser: one file at a time left a
          // core idle (load average under 2) and took 28 of CI's 84 minutes (docs/decisions.md).
        },
      },
    ],
  },
});
