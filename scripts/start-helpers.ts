import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(`${path}/${name}`)));
}

/**
 * Builds the client with Vite's command line (`vite build`, its bin as npm links it) when its sources
 * are newer than the build in `clientDir`; false if the build failed. A child process, not Vite's
 * build API, which inside a test runner built a development bundle (441 KB against 358 KB).
 */
export function buildClientIfStale(clientDir: string): boolean {
  if (!isStale(['src', 'i18n', 'resources', 'index.html', 'vite.config.ts'], `${clientDir}/index.html`)) return true;
  console.log('Building the client…');
  const vite = join('node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
  // A production build whoever asks: vitest sets NODE_ENV=test, under which Vite builds for development.
  const env = { ...process.env };
  delete env.NODE_ENV;
  return spawnSync(vite, ['build', '--logLevel', 'warn'], { stdio: 'inherit', env }).status === 0;
}

/** True when the target is missing or older than any of the sources. */
export function isStale(sources: string[], target: string): boolean {
  try {
    const built = statSync(target).mtimeMs;
    return sources.some((source) => newestChange(source) > built);
  } catch {
    return true;
  }
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until something listens on host:port, up to `timeoutMs` (0: one try). */
export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answers(host, port)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Node flags the server runs with (npm start, the e2e tests and the benchmark). The heap limit tells
 * V8 the memory budget (docs/runtime.md#benchmark-targets: 400 MB with PGlite), so it collects garbage instead of
 * growing the heap; nothing the server does holds more (exports stream, uploads are capped).
 */
export const serverNodeFlags = ['--max-old-space-size=256'];
