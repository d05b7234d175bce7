/**
 * Vitest globalSetup for the api project: starts the Firebase Auth emulator on free ports of its
 * own (so a dev emulator, another test run or CI on the same machine never clash) with the
 * launcher the seed and the benchmark use (scripts/lib/auth-emulator.ts), provides its host to
 * the tests, and stops it afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/lib/auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  // A private working and temp folder keeps firebase-debug.log and the hub locator file away from the dev emulator's.
  const workDir = mkdtempSync(join(tmpdir(), 'plating-auth-emulator-'));
  const removeWork = () => rmSync(workDir, { recursive: true, force: true });
  const emulator = await startAuthEmulator({ projectId: 'demo-plating', workDir }).catch((error: unknown) => {
    removeWork();
    throw error;
  });
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    removeWork();
  };
}
