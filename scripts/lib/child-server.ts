/**
 * The server in a child process of its own (server/index.ts, or scripts/start.ts as `npm start`
 * runs it), its output appended to a log file, ready once /api/config answers. One wrapper for the
 * benchmark (scripts/bench/server-process.ts), the e2e tests (tests/e2e/helpers/app.ts) and the
 * soak tests (tests/soak/helpers/server-process.ts), which add what each needs around it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ChildServerOptions {
  /** node's arguments, e.g. ['--import', 'tsx', 'server/index.ts']. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Where it answers, e.g. http://127.0.0.1:8123. */
  baseUrl: string;
  logFile: string;
  /** How long it may take to answer (a stale client is rebuilt first by start.ts). */
  timeoutMs: number;
  /** Its own process group, so whatever it starts can be stopped with it. */
  detached?: boolean;
}

/** The last lines of a log, for an error message. */
export async function logTail(file: string, lines = 40): Promise<string> {
  return (await readFile(file, 'utf8').catch(() => '')).split('\n').slice(-lines).join('\n');
}

export const hasExited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  );

/** Starts it and waits until /api/config answers; one that exits first or never answers is killed and reported with its log. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildProcess> {
  // Output straight to the file, as `npm start > file` would: nothing passes through this process.
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, options.args, {
    cwd: root,
    env: options.env,
    detached: options.detached ?? false,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      killNow(child, options.detached ?? false); // what it started in its group, if anything
      throw new Error(
        `The server exited with code ${child.exitCode} before answering. Log tail:\n${await logTail(options.logFile)}`,
      );
    }
    if (
      await fetch(`${options.baseUrl}/api/config`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) {
      killNow(child, options.detached ?? false);
      await hasExited(child);
      throw new Error(
        `The server did not answer /api/config within ${options.timeoutMs / 1000} s. Log tail:\n${await logTail(options.logFile)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function killNow(child: ChildProcess, group: boolean) {
  try {
    if (group) process.kill(-child.pid!, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    /* already gone */
  }
}

/** A clean stop: SIGTERM (the server closes its database, then exits), SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await hasExited(child);
  clearTimeout(timer);
}
