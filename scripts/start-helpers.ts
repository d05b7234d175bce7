import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(`${path}/${name}`)));
}

/** Builds the client into `clientDir` when its sources are newer than the build; false if the build failed. */
export function buildClientIfStale(clientDir: string): boolean {
  if (!isStale(['src', 'i18n', 'resources', 'index.html', 'vite.config.ts'], `${clientDir}/index.html`)) return true;
  console.log('Building the client…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  return build.status === 0;
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
