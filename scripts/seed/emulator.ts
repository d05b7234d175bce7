/**
 * The seed's demo accounts go to the Auth emulator only, never to a real Firebase project:
 * the one npm start uses (FIREBASE_AUTH_EMULATOR_HOST, or 127.0.0.1:9099 when it runs), else
 * one started here on that address that keeps its accounts in DATA_DIR/auth-emulator, where npm
 * start reads them.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../server/config';
import { startAuthEmulator } from '../lib/auth-emulator';
import { waitForPort } from '../start-helpers';

const DEFAULT_HOST = '127.0.0.1:9099';

/** Why accounts may not be created here, or undefined when they may. */
export function accountsRefusal(config: AppConfig): string | undefined {
  if (!config.projectId.startsWith('demo-')) {
    return `FIREBASE_PROJECT_ID is ${config.projectId}, a real Firebase project: demo accounts go to the Auth emulator only (a demo-* project). Use --no-accounts.`;
  }
  if (config.production) return 'NODE_ENV=production: demo accounts are refused. Use --no-accounts.';
  return undefined;
}

/** Points firebase-admin at an emulator, starting one when none answers; answers how to stop what was started. */
export async function useAuthEmulator(config: AppConfig): Promise<() => Promise<void>> {
  const host = config.authEmulatorHost ?? DEFAULT_HOST;
  const [hostname, port] = host.split(':');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  if (await waitForPort(hostname, Number(port), 0)) return async () => undefined;
  if (!['127.0.0.1', 'localhost'].includes(hostname))
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST=${host} does not answer.`);
  console.log('Starting the Firebase Auth emulator…');
  const workDir = join(config.dataDir, 'seed-emulator');
  const emulator = await startAuthEmulator({
    projectId: config.projectId,
    port: Number(port),
    workDir,
    accountsDir: join(config.dataDir, 'auth-emulator'),
  });
  return async () => {
    await emulator.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
