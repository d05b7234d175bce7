/**
 * Runs the application exactly as `npm start` does (node --import tsx scripts/start.ts)
 * on a free port with a fresh DATA_DIR, and stops it through its process group.
 *
 * With TEST_DATABASE_URL set, the app runs on a uniquely named database created on
 * that PostgreSQL server (dropped at the end) instead of PGlite.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { hasExited, startChildServer } from '../../../scripts/lib/child-server';
import { freePort } from '../../../scripts/lib/free-port';
import { onServer, withDatabase } from '../../../scripts/lib/postgres-admin';
import { openDatabase } from '../../../server/db/client';
import { appUser } from '../../../server/db/tables';

/** A stale client is rebuilt by start.ts first, which takes a while on two cores. */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;

export const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';

export interface RunningApp {
  baseUrl: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** The server's output, for diagnostics. */
  logFile: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the app and removes its data (and its PostgreSQL database, if any). */
  dispose(): Promise<void>;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startApp(): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plating-e2e-'));
  const port = await freePort();
  const logFile = join(dataDir, 'app.log');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dbName = serverUrl ? `plating_e2e_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined;
  if (serverUrl && dbName) await onServer(serverUrl, `create database "${dbName}"`);
  const databaseUrl = serverUrl && dbName ? withDatabase(serverUrl, dbName) : undefined;
  let child: ChildProcess | undefined;

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // vitest sets NODE_ENV=test; npm start runs without it
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const app: RunningApp = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    databaseUrl,
    logFile,
    async start() {
      // Its own process group: start.ts may start an emulator, stopped with it.
      child = await startChildServer({
        args: ['--import', 'tsx', 'scripts/start.ts'],
        env,
        baseUrl: app.baseUrl,
        logFile,
        timeoutMs: START_TIMEOUT_MS,
        detached: true,
      });
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running?.pid) return;
      const pid = running.pid;
      // start.ts forwards the signal to the server (and to an emulator it started) and waits
      // for them; signalling the whole group would signal the server twice, and its second
      // SIGTERM would kill it before PGlite is closed.
      if (running.exitCode === null) process.kill(pid, 'SIGTERM');
      const timedOut = await Promise.race([
        hasExited(running).then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), STOP_TIMEOUT_MS)),
      ]);
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (groupAlive(pid) && Date.now() < deadline && !timedOut) await new Promise((r) => setTimeout(r, 100));
      if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    },
    async dispose() {
      await app.stop();
      if (serverUrl && dbName)
        await onServer(serverUrl, `drop database if exists "${dbName}" with (force)`).catch(() => undefined);
      if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
    },
  };

  await app.start();
  return app;
}

/**
 * Gives a user roles straight in the app's database. PGlite admits one process at a
 * time, so the app is stopped, the data folder opened, and the app started again on
 * the same port and DATA_DIR (the browser keeps its origin).
 */
export async function setUserRoles(app: RunningApp, email: string, roles: string[]): Promise<void> {
  const restart = !app.databaseUrl;
  if (restart) await app.stop();
  const database = await openDatabase(
    app.databaseUrl ? { url: app.databaseUrl } : { dataDir: join(app.dataDir, 'pglite') },
  );
  try {
    const updated = await database.db
      .update(appUser)
      .set({ roles, updatedAt: new Date() })
      .where(eq(appUser.email, email))
      .returning({ id: appUser.id });
    if (updated.length !== 1) throw new Error(`Expected one user with email ${email}, updated ${updated.length}`);
  } finally {
    await database.close();
  }
  if (restart) await app.start();
}
