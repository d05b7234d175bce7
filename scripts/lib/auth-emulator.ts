/**
 * Starts a Firebase Auth emulator for the seed, the benchmark and the API tests
 * (tests/helpers/emulator-global-setup.ts): its own config file and working folder, hub and
 * logging on free ports (never clashing with a dev emulator or another run), optionally keeping
 * accounts in a folder between runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from '../start-helpers';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';

export interface RunningEmulator {
  /** host:port, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  projectId: string;
  /** Where its config and logs go. */
  workDir: string;
  /** The auth port; a free one when absent. */
  port?: number;
  /** Accounts imported at start and exported when stopped (DATA_DIR/auth-emulator, as npm start keeps them). */
  accountsDir?: string;
}

export async function startAuthEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  mkdirSync(options.workDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const config = join(options.workDir, 'firebase.json');
  const emulators = {
    auth: { host: HOST, port },
    hub: { host: HOST, port: await freePort() },
    logging: { host: HOST, port: await freePort() },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }));
  const accounts = options.accountsDir;
  const args = [
    join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    config,
    ...(accounts ? [`--export-on-exit=${accounts}`, ...(existsSync(accounts) ? [`--import=${accounts}`] : [])] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: options.workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TMPDIR: options.workDir },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Detached (its own process group), so it would outlive this process: stop it on the way out.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGINT lets it export its accounts first; then the whole group goes.
    child.kill('SIGINT');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* the group is gone with it */
    }
  };
  // Waits for its port, or stops waiting as soon as it exits.
  const answered = await Promise.race([waitForPort(HOST, port, 90_000), exited.then(() => false)]);
  if (!answered || child.exitCode !== null) {
    const code = child.exitCode;
    await stop();
    const why = code === null ? 'did not answer within 90 s' : `exited early (${code})`;
    throw new Error(`The Auth emulator ${why} on ${HOST}:${port}:\n${output.slice(-2000)}`);
  }
  return { host: `${HOST}:${port}`, stop };
}
