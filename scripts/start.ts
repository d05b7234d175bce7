/**
 * npm start: builds the client when its sources are newer than the build, starts the
 * Firebase Auth emulator when no real project is configured (accounts kept under
 * DATA_DIR), then runs the server. Stops both together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { startupRefusal, readConfig, usesEmulator } from '../server/config';
import { buildClientIfStale, serverNodeFlags, waitForPort } from './start-helpers';

const config = readConfig();
const children: ChildProcess[] = [];
// Before building or starting an emulator: a bad environment, or production on the Auth emulator (server/index.ts checks too).
const refusal = startupRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill(child === children[0] ? 'SIGINT' : 'SIGTERM');
  const pending = children.filter((c) => c.exitCode === null);
  if (!pending.length) process.exit(code);
  let left = pending.length;
  for (const child of pending) child.once('exit', () => --left === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}

if (!buildClientIfStale(config.clientDir)) process.exit(1);

const env = { ...process.env };
if (usesEmulator() && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  const host = '127.0.0.1:9099';
  const [hostname, port] = host.split(':');
  if (!(await waitForPort(hostname, Number(port), 0))) {
    const accounts = `${config.dataDir}/auth-emulator`;
    mkdirSync(config.dataDir, { recursive: true });
    const args = [
      'node_modules/firebase-tools/lib/bin/firebase.js',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      config.projectId,
      `--export-on-exit=${accounts}`,
      ...(existsSync(accounts) ? [`--import=${accounts}`] : []),
    ];
    console.log('Starting the Firebase Auth emulator…');
    // Its log carries the email verification and password reset links.
    const emulator = spawn(process.execPath, args, { stdio: 'inherit' });
    children.push(emulator);
    emulator.once('exit', (code) => stopAll(code ?? 1));
    if (!(await waitForPort(hostname, Number(port), 60_000))) {
      console.error('The Auth emulator did not start.');
      stopAll(1);
    }
  }
  env.FIREBASE_AUTH_EMULATOR_HOST = host;
}

const server = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env,
});
children.push(server);
server.once('exit', (code) => stopAll(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
