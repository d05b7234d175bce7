/**
 * The real server (server/index.ts, with npm start's node flags) in a child process of its own, so its
 * memory is measured alone: peak RSS from /proc/<pid>/status (VmHWM), sampled RSS as a check.
 */
import { readFile } from 'node:fs/promises';
import { startChildServer, stopChild } from '../lib/child-server';
import { freePort } from '../lib/free-port';
import { serverNodeFlags } from '../start-helpers';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Peak resident memory so far, in bytes (VmHWM). */
  peakRss(): Promise<number>;
  /** Resident memory now, in bytes (VmRSS). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

async function statusField(pid: number, field: string): Promise<number> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : 0;
}

export async function startServer(env: Record<string, string | undefined>, logFile: string): Promise<ServerProcess> {
  const port = await freePort(8100, 8199);
  // No client unless the caller names one (CLIENT_DIR: the browser figures serve the build).
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    CLIENT_DIR: '/nonexistent-client',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  delete childEnv.NODE_ENV;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startChildServer({
    args: [...serverNodeFlags, '--import', 'tsx', 'server/index.ts'],
    env: childEnv,
    baseUrl,
    logFile,
    timeoutMs: 120_000,
  });
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  return {
    baseUrl,
    pid: child.pid!,
    peakRss: () => statusField(child.pid!, 'VmHWM'),
    rss: () => statusField(child.pid!, 'VmRSS'),
    async stop() {
      process.off('exit', onExit);
      await stopChild(child, 20_000);
    },
  };
}
