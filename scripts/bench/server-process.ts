/**
 * The real server (server/index.ts, with npm start's node flags) in a child process of its own, so its
 * memory is measured alone: peak RSS from /proc/<pid>/status (VmHWM), sampled RSS as a check.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/free-port';
import { serverNodeFlags } from '../start-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));

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
  const childEnv: NodeJS.ProcessEnv = { ...process.env, CLIENT_DIR: '/nonexistent-client', ...env, PORT: String(port), HOST: '127.0.0.1' };
  delete childEnv.NODE_ENV;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // Its log goes straight to a file, as `npm start > file` would: no pipe through this process.
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/index.ts'], {
    cwd: root, env: childEnv, stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    if (await fetch(`${baseUrl}/api/config`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      process.off('exit', onExit);
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 120 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    peakRss: () => statusField(child.pid!, 'VmHWM'),
    rss: () => statusField(child.pid!, 'VmRSS'),
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM'); // it closes the database, then exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
