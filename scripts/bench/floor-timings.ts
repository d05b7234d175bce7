/** Times the list's statements behind the bare Fastify route of floor-server.ts, over the bench's own HTTP client. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startChildServer, stopChild } from '../lib/child-server';
import { freePort } from '../lib/free-port';
import { serverNodeFlags } from '../start-helpers';
import { apiClient } from './api-client';
import { timed, type Statement } from './list-latency';

export interface FloorRun {
  /** The database's environment (DATA_DIR or DATABASE_URL), as the server gets it. */
  env: Record<string, string>;
  batches: Statement[][];
  samples: number;
  warmup: number;
  workDir: string;
}

/** The floor's server, started; `get(i)` sends the i-th batch through the bench's own HTTP client. */
export async function startFloor({ env, batches, workDir }: Omit<FloorRun, 'samples' | 'warmup'>) {
  const statements = join(workDir, 'floor-statements.json');
  await writeFile(statements, JSON.stringify(batches));
  const port = await freePort(8100, 8199);
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, FLOOR_STATEMENTS: statements, PORT: String(port) };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = await startChildServer({
    args: [...serverNodeFlags, '--import', 'tsx', 'scripts/bench/floor-server.ts'],
    env: childEnv,
    baseUrl,
    logFile: join(workDir, 'floor.log'),
    timeoutMs: 120_000,
  });
  const client = apiClient(baseUrl, '');
  let stopped: Promise<void> | undefined;
  return { get: (i: number) => client.getPath(`/floor/${i}`), stop: () => (stopped ??= stopChild(child, 20_000)) };
}

/** A server answering the list by index: the floor, or the real one (run-size.ts). */
export interface ListServer {
  get: (i: number) => Promise<unknown>;
  stop: () => Promise<void>;
}

/**
 * PGlite admits one process, so the floor and the real server cannot be up together: they take turns,
 * each started for a block of `block` requests after its own warm-up, then stopped. Drift over the run
 * weighs on both alike, as the side-by-side blocks do on PostgreSQL (list-latency.ts alternatingTimings).
 */
export async function takingTurns(
  { samples, warmup, ...run }: FloorRun,
  startApi: () => Promise<ListServer>,
  block = 100,
): Promise<[number[], number[]]> {
  const timings: [number[], number[]] = [[], []];
  for (let done = 0; done < samples; done += block) {
    for (const [which, start] of [() => startFloor(run), startApi].entries()) {
      const server = await start();
      try {
        timings[which].push(...(await timed((i) => server.get(done + i), Math.min(block, samples - done), warmup)));
      } finally {
        await server.stop();
      }
    }
  }
  return timings;
}
