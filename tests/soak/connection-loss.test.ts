/**
 * README "Guarantees", Faults: a lost database connection. On PostgreSQL the server's backends are
 * terminated (pg_terminate_backend, as an administrator or a failover would) while requests wait
 * in the database: those answer 503 with a message that says so (never driver text), the process stays up (the
 * pool's 'error' handler in server/db/client.ts: an idle client's error must not crash it), and the
 * next requests succeed without a restart, with nothing half written.
 * PGlite runs inside the server process: there is no connection to lose, so this file skips there.
 */
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { resourceTables } from '../../server/db/tables';
import { api, signInOwner, type Answer } from './helpers/http-api';
import { startServer, type ServerProcess } from './helpers/server-process';

/** Three lists (two queries each) and three creates: nine backends, within the pool's ten, all parked. */
const IN_FLIGHT = 6;
const PARKED = 9;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a lost PostgreSQL connection', () => {
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signInOwner(server.baseUrl);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const list = () => api(server.baseUrl, token, 'GET', '/api/customer', { query: { orderBy: 'name_ASC', limit: 5 } });
  const create = (name: string) =>
    api(server.baseUrl, token, 'POST', '/api/customer', {
      body: { data: { name, email: 'cut@plating.test', term: 'T30' } },
    });

  test('requests in flight get a 503 that says so, the server stays up and recovers by itself', async () => {
    // A full pool first, so idle clients are cut off too.
    await Promise.all(Array.from({ length: 20 }, list));
    // The lock is held in one session and watched from another: pg_stat_activity is a snapshot kept
    // until the asking transaction ends, so the locker would never see the backends that connect after its first look.
    const [locker, watcher] = [
      new pg.Client({ connectionString: server.databaseUrl }),
      new pg.Client({ connectionString: server.databaseUrl }),
    ];
    await Promise.all([locker.connect(), watcher.connect()]);
    const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid;
    const waiting = async () =>
      Number(
        (
          await watcher.query(`select count(*) from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [
            server.databaseName,
          ])
        ).rows[0].count,
      );
    const activity = async () =>
      JSON.stringify(
        (
          await watcher.query(
            `select pid, state, wait_event_type, wait_event, left(query, 60) as query from pg_stat_activity where datname = $1`,
            [server.databaseName],
          )
        ).rows,
        null,
        1,
      );
    let inFlight: Promise<Answer>[] = [];
    try {
      // Requests park on a lock, so they are surely inside the database when the cut comes.
      await locker.query('begin; lock table customer in access exclusive mode');
      inFlight = Array.from({ length: IN_FLIGHT }, (_, i) => (i % 2 ? list() : create(`cut customer ${i}`)));
      for (const deadline = Date.now() + 30_000; (await waiting()) < PARKED;) {
        if (Date.now() > deadline)
          throw new Error(
            `Only ${await waiting()} statements reached the lock:\n${await activity()}\n${await server.logTail()}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
      const cut = await watcher.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in (pg_backend_pid(), $2)',
        [server.databaseName, lockerPid],
      );
      console.log(
        `[faults/postgres] terminated ${cut.rowCount} server connections with ${IN_FLIGHT} requests in flight`,
      );
      await locker.query('rollback');
    } finally {
      await Promise.all([locker.end(), watcher.end()]);
    }
    const answers = await Promise.all(inFlight).catch(async (error) => {
      throw new Error(`${error.message}: the server went down. Log tail:\n${await server.logTail()}`);
    });
    for (const res of answers) {
      // Not the caller's fault, and worth trying again: 503, in words, never the driver's.
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body).toEqual({ message: 'The database cannot be reached right now; please try again in a moment' });
    }
    expect(server.alive(), await server.logTail()).toBe(true);

    // No restart: the pool replaces its broken clients.
    const started = Date.now();
    let failures = 0;
    while ((await list()).status !== 200) {
      failures++;
      expect(Date.now() - started, 'still failing after 10 s').toBeLessThan(10_000);
    }
    console.log(`[faults/postgres] recovered after ${failures} failed requests, ${Date.now() - started} ms`);
    const after = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 3 ? list() : create(`after customer ${i}`))),
    );
    expect(after.map((res) => res.status)).toEqual(after.map(() => 200));

    // Only the creates answered 200 are stored, each with its one audit entry.
    const database = await openDatabase({ url: server.databaseUrl });
    try {
      const audit = resourceTables.auditLog;
      const [{ n: customers }] = await database.db.select({ n: count() }).from(resourceTables.customer);
      const [{ n: entries }] = await database.db
        .select({ n: count() })
        .from(audit)
        .where(eq(audit.entityName, 'customer'));
      expect([Number(customers), Number(entries)]).toEqual([10, 10]);
    } finally {
      await database.close();
    }
  });
});
