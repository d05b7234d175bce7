/**
 * The server's own log (server/index.ts, spawned): lines are written in blocks (server/request-log.ts
 * bufferedLog), yet none waits for more traffic to be written, and none is lost when the server stops.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startChildServer, stopChild } from '../../scripts/lib/child-server';
import { freePort } from '../../scripts/lib/free-port';
import { bufferedLog } from '../../server/request-log';
import { emulatorHost, PROJECT_ID } from '../helpers/app';

const dir = mkdtempSync(join(tmpdir(), 'plating-server-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file's text; none yet while it is being opened. */
const text = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const answered = (file: string) =>
  text(file)
    .split('\n')
    .filter((line) => line.includes('"answered"'))
    .map((line) => JSON.parse(line) as { url: string; statusCode: number });

/** Reads `file` until `found` holds; a deadline only for a server that never writes it. */
async function eventually<T>(read: () => T, found: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = read();
    if (found(value)) return value;
    if (Date.now() > deadline) throw new Error(`not written: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A server process starts in seconds on a busy machine, never the default 30.
test(
  'a request answered is in the log with no more traffic after it, and what is left is written when the server stops',
  { timeout: 120_000 },
  async () => {
    const port = await freePort();
    const logFile = join(dir, 'server.log');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      CLIENT_DIR: '/nonexistent-client-dir',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    };
    const child = await startChildServer({
      args: ['--import', 'tsx', 'server/index.ts'],
      env,
      baseUrl: `http://127.0.0.1:${port}`,
      logFile,
      timeoutMs: 90_000,
    });
    try {
      // Far less than a block: written by the clock alone.
      expect((await fetch(`http://127.0.0.1:${port}/api/customer?first=1`)).status).toBe(401);
      await eventually(
        () => answered(logFile),
        (lines) => lines.some((l) => l.url === '/api/customer?first=1'),
        'the first request',
      );
      // Then a stop right after a request: its line is written on the way out.
      expect((await fetch(`http://127.0.0.1:${port}/api/customer?last=1`)).status).toBe(401);
    } finally {
      await stopChild(child, 20_000);
    }
    expect(answered(logFile).filter((l) => l.url.startsWith('/api/customer?'))).toEqual([
      expect.objectContaining({ url: '/api/customer?first=1', statusCode: 401 }),
      expect.objectContaining({ url: '/api/customer?last=1', statusCode: 401 }),
    ]);
  },
);

test('a block of lines is written without waiting for the clock', async () => {
  const file = join(dir, 'block.log');
  const stream = bufferedLog(file);
  const line = `${JSON.stringify({ msg: 'answered', url: 'x'.repeat(200) })}\n`;
  for (let i = 0; i < 40; i++) stream.write(line);
  try {
    await eventually(
      () => text(file).length,
      (length) => length >= 4096,
      'a block',
    );
  } finally {
    stream.end();
  }
});
