/**
 * Hardening: NODE_ENV=production refuses to start on the Firebase Auth emulator (whose tokens
 * anyone can make up) or without PUBLIC_URL, NODE_ENV is read in any case and an unknown value is
 * refused: the server itself and `npm start`, before listening or starting anything.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readConfig, startupRefusal } from '../../server/config';
import { runToExit, type Exit } from '../helpers/run-to-exit';

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

/** Runs a script until it exits; one still running after `ms` (it started) is stopped and reported. */
function run(script: string, env: NodeJS.ProcessEnv, ms = 30_000): Promise<Exit> {
  const defaults = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
  };
  return runToExit(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: { ...defaults, ...env }, ms });
}

const emulated: [string, NodeJS.ProcessEnv][] = [
  ['a demo- project', { FIREBASE_PROJECT_ID: 'demo-plating' }],
  [
    'a real project with FIREBASE_AUTH_EMULATOR_HOST',
    { FIREBASE_PROJECT_ID: 'acme-plating', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' },
  ],
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
    const refusal = (env: NodeJS.ProcessEnv) => startupRefusal(readConfig(env), env);
    expect(refusal({ NODE_ENV: 'production' })).toBe(REFUSAL);
    expect(refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-x' })).toBe(REFUSAL);
    expect(refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', FIREBASE_AUTH_EMULATOR_HOST: 'h:1' })).toBe(
      REFUSAL,
    );
    expect(
      refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', PUBLIC_URL: 'https://plating.example.com' }),
    ).toBeUndefined();
    expect(refusal({ FIREBASE_PROJECT_ID: 'demo-plating' })).toBeUndefined();
    expect(refusal({ NODE_ENV: 'test', FIREBASE_PROJECT_ID: 'demo-plating' })).toBeUndefined();
  });
});

const refusal = (env: NodeJS.ProcessEnv) => startupRefusal(readConfig(env), env);
const realProject = { FIREBASE_PROJECT_ID: 'acme-plating', PUBLIC_URL: 'https://plating.example.com' };
const NO_PUBLIC_URL =
  'Refusing to start: NODE_ENV=production needs PUBLIC_URL, the address users reach the app at (e.g. https://plating.example.com).';
const UNKNOWN_NODE_ENV = (value: string) =>
  `Refusing to start: NODE_ENV must be development, test or production (or unset), not "${value}".`;

describe('NODE_ENV in any case, and only the known values', () => {
  test.each(['Production', 'PRODUCTION', ' production '])(
    '%j is production: refused on the emulator, like production',
    (value) => {
      expect(readConfig({ NODE_ENV: value }).production).toBe(true);
      expect(refusal({ NODE_ENV: value })).toBe(REFUSAL);
    },
  );

  test('the server refuses NODE_ENV=Production on the emulator', async () => {
    const result = await run('server/index.ts', { NODE_ENV: 'Production', FIREBASE_PROJECT_ID: 'demo-plating' });
    expect(result.timedOut, 'still running: it started').toBe(false);
    expect([result.code, result.stderr.trim()]).toEqual([1, REFUSAL]);
  });

  test.each(['staging', 'prod', 'dev', 'productionn'])(
    'NODE_ENV=%s is refused with the known values named',
    async (value) => {
      expect(refusal({ NODE_ENV: value, ...realProject })).toBe(UNKNOWN_NODE_ENV(value));
    },
  );

  test('the server and npm start refuse an unknown NODE_ENV before starting anything', async () => {
    for (const script of ['server/index.ts', 'scripts/start.ts']) {
      const result = await run(script, { NODE_ENV: 'staging', FIREBASE_PROJECT_ID: 'demo-plating' });
      expect(result.timedOut, `${script} still running: it started`).toBe(false);
      expect([result.code, result.stderr.trim()], script).toEqual([1, UNKNOWN_NODE_ENV('staging')]);
    }
  });

  test('development, test, production and unset are known, in any case', () => {
    for (const value of [undefined, '', 'development', 'Development', 'test', 'TEST']) {
      expect(refusal({ NODE_ENV: value }), String(value)).toBeUndefined();
      expect(readConfig({ NODE_ENV: value }).production).toBe(false);
    }
  });
});

describe('PUBLIC_URL: required in production, and a real http(s) address', () => {
  test('production on a real project without PUBLIC_URL: the server exits with the reason', async () => {
    expect(refusal({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme-plating' })).toBe(NO_PUBLIC_URL);
    const result = await run('server/index.ts', { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme-plating' });
    expect(result.timedOut, 'still running: it started').toBe(false);
    expect([result.code, result.stderr.trim()]).toEqual([1, NO_PUBLIC_URL]);
  });

  test.each([
    'plating.example.com',
    'ftp://plating.example.com',
    'https://',
    'https://x.example.com/?a=1',
    'https://u:p@x.example.com',
  ])('PUBLIC_URL=%s is refused, in production or not', (value) => {
    const why = `Refusing to start: PUBLIC_URL must be an http:// or https:// address such as https://plating.example.com, not "${value}".`;
    expect(refusal({ PUBLIC_URL: value })).toBe(why);
    expect(refusal({ ...realProject, NODE_ENV: 'production', PUBLIC_URL: value })).toBe(why);
  });

  test('a good PUBLIC_URL loses its trailing slashes', () => {
    expect(readConfig({ PUBLIC_URL: 'https://plating.example.com//' }).publicUrl).toBe('https://plating.example.com');
    expect(refusal({ ...realProject, NODE_ENV: 'production', PUBLIC_URL: 'http://10.0.0.5:8080/' })).toBeUndefined();
  });
});

describe('TRUST_PROXY values', () => {
  test('off by default; true, a hop count, or a comma list of addresses and ranges', () => {
    const trust = (value?: string) => readConfig({ TRUST_PROXY: value }).trustProxy;
    expect([trust(), trust(''), trust('false'), trust('true'), trust('TRUE'), trust('2')]).toEqual([
      false,
      false,
      false,
      true,
      true,
      2,
    ]);
    expect(trust('10.0.0.1, 10.1.0.0/16,loopback, ::1, fd00::/8, 192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  test.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,nope', '-1'])(
    'TRUST_PROXY=%s is refused at start',
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toBe(
        `Refusing to start: TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses or CIDR ranges, not "${value}".`,
      );
      expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    },
  );
});
