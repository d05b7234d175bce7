/**
 * The real server (node --import tsx server/index.ts) as a child process on a loopback port in
 * 8300-8399, with its own DATA_DIR and the soak run's Auth emulator: PGlite in that folder, or a
 * uniquely named database on the PostgreSQL server in TEST_DATABASE_URL. Unlike app.inject, it
 * can be killed with SIGKILL and started again on the same data.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasExited, logTail, startChildServer, stopChild } from '../../../scripts/lib/child-server';
import { freePort } from '../../../scripts/lib/free-port';
import { onServer, withDatabase } from '../../../scripts/lib/postgres-admin';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';

const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** Set on PostgreSQL: the database this server uses. */
  databaseUrl?: string;
  databaseName?: string;
  driver: 'pglite' | 'postgres';
  start(): Promise<void>;
  /** kill -9: no signal handler runs, nothing is flushed or closed. */
  kill9(): Promise<void>;
  /** A clean stop (SIGTERM: the server closes its database), SIGKILL after 15 s. */
  stop(): Promise<void>;
  alive(): boolean;
  logTail(lines?: number): Promise<string>;
  /** Stops it (SIGTERM, then SIGKILL) and removes its data and database. */
  dispose(): Promise<void>;
}

/**
 * `beside`: a second instance of that server (PostgreSQL only), on a port of its own with the same
 * database and DATA_DIR (uploads and the file-link secret); disposing it leaves both to the first.
 * `nodeArgs`: node's own flags before the server's, such as a heap limit (`--max-old-space-size=256`).
 * `before`: work on its database, migrated, before its first start (PGlite admits one process).
 */
export async function startServer({
  beside,
  nodeArgs = [],
  before,
}: {
  beside?: ServerProcess;
  nodeArgs?: string[];
  before?: (db: Database) => Promise<void>;
} = {}): Promise<ServerProcess> {
  if (beside && !beside.databaseUrl) throw new Error('A second instance needs PostgreSQL: PGlite admits one process');
  const [dataDir, port] = [
    beside?.dataDir ?? (await mkdtemp(join(tmpdir(), 'plating-soak-'))),
    await freePort(8300, 8399),
  ];
  const serverUrl = beside ? undefined : process.env.TEST_DATABASE_URL;
  const databaseName =
    beside?.databaseName ?? (serverUrl ? `plating_soak_${Date.now()}_${randomBytes(3).toString('hex')}` : undefined);
  if (serverUrl && databaseName) await onServer(serverUrl, `create database "${databaseName}"`);
  const databaseUrl =
    beside?.databaseUrl ?? (serverUrl && databaseName ? withDatabase(serverUrl, databaseName) : undefined);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client-dir',
    FIREBASE_PROJECT_ID: 'demo-plating',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = join(dataDir, beside ? `server-${port}.log` : 'server.log');
  let child: ChildProcess | undefined;

  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    databaseUrl,
    databaseName,
    driver: databaseUrl ? 'postgres' : 'pglite',
    async start() {
      child = await startChildServer({
        args: [...nodeArgs, '--import', 'tsx', 'server/index.ts'],
        env,
        baseUrl: server.baseUrl,
        logFile,
        timeoutMs: START_TIMEOUT_MS,
      });
    },
    async kill9() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGKILL');
      await hasExited(running);
    },
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
    logTail: (lines = 40) => logTail(logFile, lines),
    async stop() {
      const running = child;
      child = undefined;
      if (running) await stopChild(running, 15_000);
    },
    async dispose() {
      await server.stop();
      if (beside) return;
      if (serverUrl && databaseName)
        await onServer(serverUrl, `drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    if (before)
      await withServerDatabase(server, async (db) => {
        await migrate(db);
        await before(db);
      });
    await server.start();
  } catch (error) {
    await server.dispose();
    throw error;
  }
  return server;
}

/** Opens the stopped server's database (PGlite admits one process at a time) for `work`, then closes it. */
export async function withServerDatabase<T>(server: ServerProcess, work: (db: Database) => Promise<T>): Promise<T> {
  const opened = await openDatabase(
    server.databaseUrl ? { url: server.databaseUrl } : { dataDir: join(server.dataDir, 'pglite') },
  );
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

/**
 * PGlite's cluster state from global/pg_control (ControlFileData.state, after one 8- and two
 * 4-byte fields): 'in production' after a kill means the next open must replay the WAL;
 * 'shut down' after a clean stop. Undefined on PostgreSQL.
 */
export async function pgliteState(server: ServerProcess): Promise<'shut down' | 'in production' | number | undefined> {
  if (server.driver !== 'pglite') return undefined;
  const state = (await readFile(join(server.dataDir, 'pglite/global/pg_control'))).readUInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'in production' : state;
}
