/**
 * List latency, through the API and as the same SQL sent straight through the driver. The SQL
 * is the API's own: listRecords runs once per query over a Drizzle instance that records what it
 * sends; those statements are then timed alone, issued as the server issues them (together).
 */
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { resources } from '../../resources';
import type { Database, OpenDatabase } from '../../server/db/client';
import { listRecords } from '../../server/services/records/records-read';
import { resolveUser } from '../../server/services/users';
import type { ListParams } from '../../server/services/records/list-query';
import { rawClient } from '../seed/bulk-insert';
import { Random } from '../seed/random';
import type { ApiClient } from './api-client';

export interface Statement {
  text: string;
  params: unknown[];
}

/** Pieces of real PO numbers, as someone searching for a shipper types them (5 characters, anywhere). */
export async function searchTerms(open: OpenDatabase, count: number): Promise<string[]> {
  const { rows } = await rawClient(open.db).query(
    `select po from shipper where po is not null order by "valueID" limit 20000`,
  );
  const random = new Random(7);
  return Array.from({ length: count }, () => {
    const po = String(random.pick(rows).po);
    const from = random.int(0, Math.max(0, po.length - 5));
    return po.slice(from, from + 5);
  });
}

export const filteredList = (term: string): ListParams => ({
  filter: { po: term },
  orderBy: 'date_DESC',
  limit: 10,
  offset: 0,
});
export const firstPage = (): ListParams => ({ orderBy: 'valueID_DESC', limit: 10, offset: 0 });

/** What `work` sends through Drizzle, recorded. */
async function captureStatements(open: OpenDatabase, work: (db: Database) => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const logger = { logQuery: (text: string, values: unknown[]) => captured.push({ text, params: values }) };
  const client = (open.db as unknown as { $client: never }).$client;
  await work(
    (open.driver === 'pglite'
      ? pgliteDrizzle({ client, logger })
      : pgDrizzle({ client, logger })) as unknown as Database,
  );
  return captured;
}

/** The statements listRecords sends for each of `queries` (rows and count), one batch per query. */
export async function listStatements(open: OpenDatabase, queries: ListParams[]): Promise<Statement[][]> {
  const batches: Statement[][] = [];
  for (const params of queries)
    batches.push(await captureStatements(open, (db) => listRecords(db, resources.shipper, params)));
  return batches;
}

/** The statements the guard sends for every signed-in request: the user looked up by uid (services/users.ts). */
export async function userLookup(open: OpenDatabase, email: string): Promise<Statement[]> {
  const { rows } = await rawClient(open.db).query('select "authenticationUid" as uid from app_user where email = $1', [
    email,
  ]);
  return captureStatements(open, (db) => resolveUser(db, { uid: String(rows[0].uid), email, emailVerified: true }));
}

/**
 * Timings (ms) of the API's list statements sent directly, cycling through `queries`, after a
 * warm-up; `before` (the user lookup) goes first when given, as in the server.
 */
export async function directSqlTimings(
  open: OpenDatabase,
  queries: ListParams[],
  samples: number,
  warmup: number,
  before: Statement[] = [],
) {
  const raw = rawClient(open.db);
  const statements = await listStatements(open, queries);
  const timings: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const batch = statements[i % statements.length];
    const start = performance.now();
    for (const s of before) await raw.query(s.text, s.params);
    await Promise.all(batch.map((s) => raw.query(s.text, s.params)));
    if (i >= warmup) timings.push(performance.now() - start);
  }
  return timings;
}

/** Timings (ms) of `work` run one at a time, after a warm-up; `work` is told the run's number. */
export async function timed(work: (i: number) => Promise<unknown>, samples: number, warmup: number) {
  const timings: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const start = performance.now();
    await work(i);
    if (i >= warmup) timings.push(performance.now() - start);
  }
  return timings;
}

/**
 * Timings (ms) of two kinds of work, each warmed up, then measured in alternating blocks of `block`
 * (a's block, b's block, …), so the machine's drift over the run weighs on both alike. Blocks, not
 * single requests: alternating every request keeps evicting each server's caches for the other.
 */
export async function alternatingTimings(
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
  samples: number,
  warmup: number,
  block = 100,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a(i);
    await b(i);
  }
  const timings: [number[], number[]] = [[], []];
  for (let done = 0; done < samples; done += block) {
    for (const [which, work] of [a, b].entries()) {
      for (let i = done; i < Math.min(done + block, samples); i++) {
        const start = performance.now();
        await work(warmup + i);
        timings[which].push(performance.now() - start);
      }
    }
  }
  return timings;
}

/** Timings (ms) of GET /api/shipper with the same queries, one request at a time, after a warm-up. */
export const apiTimings = (api: ApiClient, queries: ListParams[], samples: number, warmup: number) =>
  timed((i) => api.get('shipper', queries[i % queries.length] as Record<string, unknown>), samples, warmup);
