/**
 * Hardening: NODE_ENV=production refuses to start on the Firebase Auth emulator (whose tokens
 * anyone can make up): the server itself and `npm start`, before listening or starting anything.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { productionRefusal, readConfig } from '../../server/config';

const ROOT = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'plating-production-'));
// A built client newer than its sources, so start.ts would not build one.
const clientDir = mkdtempSync(join(tmpdir(), 'plating-production-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
});

const REFUSAL = 'Refusing to start: NODE_ENV=production needs a real Firebase project, not the Auth emulator.';

/** Runs a script in its own process group; one still running after `ms` (it started) is stopped and reported. */
function run(script: string, env: NodeJS.ProcessEnv, ms = 30_000): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: clientDir, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, timedOut });
    });
  });
}

const emulated: [string, NodeJS.ProcessEnv][] = [
  ['a demo- project', { FIREBASE_PROJECT_ID: 'demo-plating' }],
  ['a real project with FIREBASE_AUTH_EMULATOR_HOST', { FIREBASE_PROJECT_ID: 'acme-plating', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }],
];

describe('NODE_ENV=production on the Auth emulator', () => {
  test.each(emulated)('the server refuses to start with %s: exit code 1 and the reason', async (_name, env) => {
    const result = await run('server/index.ts', { NODE_ENV: 'production', ...env });
    expect(result.timedOut, 'still running: it started').toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(REFUSAL);
  });

  test('npm start refuses before building the client or starting an emulator', async () => {
    const result = await run('scripts/start.ts', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-plating' });
    expect(result.timedOut, 'still running: it started').toBe(false);
    expect([result.code, result.stderr.trim()]).toEqual([1, REFUSAL]);
  });

  test('the rule: refused in production on the emulator, allowed with a real project or outside production', () => {
    const refusal = (env: NodeJS.ProcessEnv) => productionRefusal(readConfig(env), env);
    expect(refusal({ NODE_ENV: 'production' })).toBe(REFUSAL);
    expect(refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-x' })).toBe(REFUSAL);
    expect(refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', FIREBASE_AUTH_EMULATOR_HOST: 'h:1' })).toBe(REFUSAL);
    expect(refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme' })).toBeUndefined();
    expect(refusal({ FIREBASE_PROJECT_ID: 'demo-plating' })).toBeUndefined();
    expect(refusal({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: 'demo-plating' })).toBeUndefined();
  });
});
