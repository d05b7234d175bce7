/**
 * A freshly seeded database per size: PGlite in a temporary DATA_DIR (/tmp/bench-*), or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped afterwards). Seeded by
 * npm run seed itself, in a process of its own (its memory stays out of the measurements).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openDatabase, type OpenDatabase } from '../../server/db/client';
import { freePort } from '../lib/free-port';
import { onServer, withDatabase } from '../lib/postgres-admin';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchDatabase {
  driver: 'PGlite' | 'PostgreSQL';
  /** DATA_DIR and DATABASE_URL for the server. */
  env: Record<string, string>;
  /** A direct connection, for the same SQL through the driver (PGlite: only while the server is stopped). */
  open(): Promise<OpenDatabase>;
  dispose(): Promise<void>;
}

/** Runs npm run seed's script with this environment; its output goes to `logFile`. */
async function runSeed(shippers: number, env: Record<string, string>, logFile: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed/index.ts', '--shippers', String(shippers)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  process.off('exit', onExit);
  if (code !== 0) throw new Error(`npm run seed failed (${code}); see ${logFile}`);
}

export async function prepareDatabase(
  shippers: number,
  options: { serverUrl?: string; emulatorHost: string; logFile: string },
): Promise<BenchDatabase & { seconds: number }> {
  const dataDir = await mkdtemp('/tmp/bench-');
  let url: string | undefined;
  let name = '';
  if (options.serverUrl) {
    name = `plating_bench_${shippers}_${randomBytes(3).toString('hex')}`;
    await onServer(options.serverUrl, `create database "${name}"`);
    url = withDatabase(options.serverUrl, name);
  }
  const env = {
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: 'demo-plating',
    FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const start = performance.now();
  await runSeed(shippers, env, options.logFile);
  return {
    driver: url ? 'PostgreSQL' : 'PGlite',
    env,
    open: () => openDatabase(url ? { url } : { dataDir: `${dataDir}/pglite` }),
    seconds: (performance.now() - start) / 1000,
    async dispose() {
      if (options.serverUrl)
        await onServer(options.serverUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
