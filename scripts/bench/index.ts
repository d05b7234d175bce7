/**
 * npm run bench: the figures of docs/runtime.md#benchmark-targets on this machine, each with its method,
 * printed and written to BENCHMARKS.md. Starts its own Auth emulator, seeds its own databases
 * (PGlite, or PostgreSQL when DATABASE_URL is set) and runs the real server on a free port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { startAuthEmulator } from '../lib/auth-emulator';
import { rawClient } from '../seed/bulk-insert';
import { measureClient } from './client-bundle';
import { describeMachine } from './machine';
import { parseBenchOptions, usage } from './options';
import { consoleTable, machineLine, writeBenchmarks, type Figure } from './report';
import { runSize } from './run-size';

let options;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`npm run bench: ${(error as Error).message}\n\n${usage}`);
  process.exit(1);
}
// Ctrl-C still runs the 'exit' handlers that stop the emulator and servers this started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const serverUrl = process.env.DATABASE_URL || undefined;
const workDir = await mkdtemp('/tmp/bench-run-');
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

async function databaseVersion(): Promise<string> {
  const database = await openDatabase(serverUrl ? { url: serverUrl } : {});
  try {
    const { rows } = await rawClient(database.db).query('show server_version');
    return `${serverUrl ? 'PostgreSQL' : 'PGlite (embedded PostgreSQL)'} ${String(rows[0].server_version).split(' ')[0]}`;
  } finally {
    await database.close();
  }
}

const figures: Figure[] = [];
const notes: string[] = [];
const emulator = await startAuthEmulator({ projectId: 'demo-plating', workDir: join(workDir, 'emulator') });
try {
  // The build the first size's server serves, for what a browser downloads (browser-figures.ts).
  const clientDir = options.client ? join(workDir, 'dist') : undefined;
  if (clientDir) {
    log('client build…');
    const client = measureClient(clientDir);
    figures.push({
      name: 'routes loaded lazily',
      value: `${client.routes - client.eager.length} of ${client.routes}`,
      target: 'all',
      met: client.eager.length === 0,
      method:
        "every lazy(() => import(…)) in src/ is a dynamic entry of the build manifest, outside the entry's static imports",
    });
    if (client.eager.length) notes.push(`Loaded with the shell: ${client.eager.join(', ')}`);
  }
  for (const [index, size] of options.sizes.entries()) {
    figures.push(
      ...(await runSize({
        size,
        first: index === 0,
        options,
        serverUrl,
        emulatorHost: emulator.host,
        workDir,
        clientDir,
        log,
      })),
    );
  }
} finally {
  await emulator.stop();
}

const machine = describeMachine();
const database = await databaseVersion();
const driver = serverUrl ? 'PostgreSQL' : 'PGlite';
console.log(`\n${driver}: ${machineLine(machine, database)}\n\n${consoleTable(figures)}\n`);
for (const note of notes) console.log(note);
if (options.output) {
  writeBenchmarks(options.output, driver, machine, database, figures, notes);
  console.log(`Written to ${options.output}.`);
}
await rm(workDir, { recursive: true, force: true });
const missed = figures.filter((f) => f.met === false);
if (missed.length) console.log(`Missed: ${missed.map((f) => f.name).join('; ')}`);
