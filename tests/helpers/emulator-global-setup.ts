/**
 * Vitest globalSetup for the api project: starts the Firebase Auth emulator on free
 * ports of its own (so a dev emulator, another test run or CI on the same machine never
 * clash), provides its host to the tests, and stops its whole process group afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function writeConfig(work: string): Promise<{ file: string; port: number }> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const file = join(work, 'firebase.json');
  const emulators = {
    auth: { host: HOST, port: auth }, hub: { host: HOST, port: hub }, logging: { host: HOST, port: logging },
    ui: { enabled: false }, singleProjectMode: true,
  };
  writeFileSync(file, JSON.stringify({ emulators }));
  return { file, port: auth };
}
const cli = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => { socket.destroy(); done(true); });
    socket.once('error', () => done(false));
  });
}

async function waitForPort(host: string, port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited early (${child.exitCode}):\n${log()}`);
    if (await portAnswers(host, port)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not answer on ${host}:${port} within 90 s:\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((done) => {
    const kill = (signal: NodeJS.Signals) => {
      try { process.kill(-child.pid!, signal); } catch { /* already gone */ }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 10_000);
    child.once('exit', () => { clearTimeout(timer); done(); });
    kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  // A private working and temp folder keeps firebase-debug.log and the hub locator file away from the dev emulator's.
  const work = mkdtempSync(join(tmpdir(), 'plating-auth-emulator-'));
  const config = await writeConfig(work);
  const auth = { host: HOST, port: config.port };
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', 'demo-plating', '--config', config.file],
    { cwd: work, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TMPDIR: work } },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => { output += chunk; });
  child.stderr?.on('data', (chunk) => { output += chunk; });
  const teardown = async () => {
    await stop(child);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForPort(auth.host, auth.port, child, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('authEmulatorHost', `${auth.host}:${auth.port}`);
  return teardown;
}
