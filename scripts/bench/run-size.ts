/**
 * Everything measured at one table size: list latency through the API and as direct SQL, and
 * (at the first size) the import, the export and the server's peak memory over all that work.
 */
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../seed/accounts';
import { apiClient, signIn, type ApiClient } from './api-client';
import { prepareDatabase } from './bench-database';
import { browserFigures } from './browser-figures';
import { listsWhileRendering } from './documents-load';
import { importCustomers, exportShippers } from './import-export';
import { startFloor, takingTurns } from './floor-timings';
import {
  alternatingTimings,
  apiTimings,
  directSqlTimings,
  timed,
  filteredList,
  firstPage,
  listStatements,
  searchTerms,
  userLookup,
} from './list-latency';
import type { BenchOptions } from './options';
import type { Figure } from './report';
import { startServer } from './server-process';
import { ms, percentile } from './stats';

const WARMUP = 30;
const OWNER = 'owner@demo.example.com';
const READER = 'viewer@demo.example.com';
const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

export interface SizeRun {
  size: number;
  first: boolean;
  options: BenchOptions;
  serverUrl?: string;
  emulatorHost: string;
  workDir: string;
  /** The built client: the first size's server serves it, and a browser measures it (browser-figures.ts). */
  clientDir?: string;
  log: (message: string) => void;
}

export async function runSize({
  size,
  first,
  options,
  serverUrl,
  emulatorHost,
  workDir,
  clientDir,
  log,
}: SizeRun): Promise<Figure[]> {
  const figures: Figure[] = [];
  log(`seeding ${size} shippers…`);
  const database = await prepareDatabase(size, { serverUrl, emulatorHost, logFile: join(workDir, `seed-${size}.log`) });
  const rows = `${label(size)} shippers`;
  figures.push({
    name: `seed, ${rows}`,
    value: `${database.seconds.toFixed(0)} s`,
    method:
      'npm run seed -- --shippers N (migrations, demo accounts, every record, index rebuild, vacuum analyze), in its own process',
  });
  let sideBySide: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    log('direct SQL…');
    const direct = await database.open();
    const terms = await searchTerms(direct, 50);
    const searches = terms.map(filteredList);
    const sqlSearch = await directSqlTimings(direct, searches, options.samples, WARMUP);
    const sqlWithUser = await directSqlTimings(
      direct,
      searches,
      options.samples,
      WARMUP,
      await userLookup(direct, OWNER),
    );
    const sqlFirst = await directSqlTimings(direct, [firstPage()], options.samples, WARMUP);
    const batches = await listStatements(direct, searches);
    await direct.close(); // PGlite admits one process: the floor's server, then the real one, open it next
    log('floor (bare Fastify route) and API…');
    // The floor and the real server timed in alternating blocks, so drift over the run weighs on both alike:
    // on PostgreSQL both up at once; PGlite admits one process, so there they take turns, restarted per block.
    const floorRun = { env: database.env, batches, workDir, samples: options.samples, warmup: WARMUP };
    // No per-user document limit: the documents step renders many PDFs as one user.
    const serverEnv = {
      ...database.env,
      RATE_LIMIT_DOCUMENTS: '0',
      ...(first && clientDir ? { CLIENT_DIR: clientDir } : {}),
    };
    const ownerToken = await signIn(emulatorHost, OWNER);
    const listSearch = (api: ApiClient) => (i: number) =>
      api.get('shipper', searches[i % searches.length] as Record<string, unknown>);
    let floor: number[] = [];
    let apiSearch: number[] = [];
    sideBySide = database.driver === 'PostgreSQL' ? await startFloor(floorRun) : undefined;
    if (!sideBySide) {
      let turn = 0;
      [floor, apiSearch] = await takingTurns(floorRun, async () => {
        const turnServer = await startServer(serverEnv, join(workDir, `server-${size}-turn-${++turn}.log`));
        return { get: listSearch(apiClient(turnServer.baseUrl, ownerToken)), stop: () => turnServer.stop() };
      });
    }

    log('API…');
    const server = await startServer(serverEnv, join(workDir, `server-${size}.log`));
    try {
      const api = apiClient(server.baseUrl, ownerToken);
      if (sideBySide) {
        [floor, apiSearch] = await alternatingTimings(sideBySide.get, listSearch(api), options.samples, WARMUP);
        await sideBySide.stop();
      }
      const apiFirst = await apiTimings(api, [firstPage()], options.samples, WARMUP);
      const ratio = percentile(apiSearch, 50) / percentile(sqlSearch, 50);
      const floorRatio = percentile(apiSearch, 50) / percentile(floor, 50);
      const p99 = percentile(apiSearch, 99);
      const how = `${options.samples} requests one at a time after ${WARMUP} warm-up, 50 PO fragments of 5 characters`;
      figures.push(
        {
          name: `list ${rows}, PO contains + sort by date: API p50 / p99`,
          value: `${ms(percentile(apiSearch, 50))} / ${ms(p99)} ms`,
          ...(database.driver === 'PostgreSQL' && size >= 1_000_000
            ? { target: 'p99 <= 100 ms', met: p99 <= 100 }
            : {}),
          method: `GET /api/shipper?filter[po]=…&orderBy=date_DESC&limit=10 over HTTP, ${how}`,
        },
        {
          name: `same SQL direct p50 / p99`,
          value: `${ms(percentile(sqlSearch, 50))} / ${ms(percentile(sqlSearch, 99))} ms`,
          method:
            'the statements listRecords sends (rows and count, issued together), through the driver in another process',
        },
        {
          name: `API / SQL at p50, ${rows}`,
          value: ratio.toFixed(2),
          target: '<= 1.3',
          met: ratio <= 1.3,
          method: 'the two p50s above',
        },
        {
          name: 'same SQL behind a bare Fastify route: p50 / p99',
          value: `${ms(percentile(floor, 50))} / ${ms(percentile(floor, 99))} ms`,
          method: `scripts/bench/floor-server.ts: the same driver and database, one route sending the same statements together and answering their rows as JSON, over the same HTTP client; no sign-in, checks or row shaping. ${sideBySide ? `Both servers up at once, the floor's ${options.samples} requests and the API's timed in alternating blocks of 100 after ${WARMUP} warm-up each` : `PGlite admits one process: the floor and the real server take turns, each started for a block of 100 requests after ${WARMUP} warm-up, ${options.samples} each`}`,
        },
        {
          name: `API / floor at p50, ${rows}`,
          value: floorRatio.toFixed(2),
          target: '<= 1.5',
          met: floorRatio <= 1.5,
          method: "API p50 over the bare route's p50: what the real route adds to any HTTP server's fixed cost",
        },
        {
          name: 'API / (user lookup + same SQL) at p50',
          value: (percentile(apiSearch, 50) / percentile(sqlWithUser, 50)).toFixed(2),
          method: `the guard's user lookup first, then the list's statements, as the server sends them (direct p50 ${ms(percentile(sqlWithUser, 50))} ms); what is left is HTTP, routing, checks, JSON`,
        },
        {
          name: `list ${rows}, first page, no filter: API / SQL p50`,
          value: `${ms(percentile(apiFirst, 50))} / ${ms(percentile(sqlFirst, 50))} ms`,
          method: 'orderBy=valueID_DESC&limit=10, with the exact count of all rows; for comparison',
        },
      );
      const home = await timed(() => api.get('dashboard'), 50, 5);
      figures.push({
        name: `home dashboard, ${rows}: p50 / p99`,
        value: `${ms(percentile(home, 50))} / ${ms(percentile(home, 99))} ms`,
        method:
          'GET /api/dashboard as the owner (every section: monthly sums, open invoices, low stock, recent activity), 50 requests after 5 warm-up',
      });
      if (first) {
        log(`import of ${options.importRows} rows…`);
        const imported = await importCustomers(api, options.importRows);
        figures.push({
          name: `import ${options.importRows} customers`,
          value: `${imported.toFixed(1)} s`,
          ...(options.importRows >= 10_000 ? { target: '<= 15 s', met: imported <= 15 } : {}),
          method:
            "the import screen's ImportRunner: POST /api/customer/import per row with its importHash, 10 in parallel per batch",
        });
        log(`export of ${options.exportRows} rows…`);
        // The median of three: one export's time swings by half a second with what else the machine does.
        const runs = [];
        for (let run = 0; run < 3; run++) {
          runs.push(await exportShippers(api, Math.min(options.exportRows, size), size));
          log(
            `export: last line in after ${runs[run].fetchSeconds.toFixed(2)} s, file written after ${runs[run].seconds.toFixed(2)} s`,
          );
        }
        const exported = runs.sort((a, b) => a.seconds - b.seconds)[1];
        figures.push({
          name: `export ${label(Math.min(options.exportRows, size))} shippers to xlsx`,
          value: `${exported.seconds.toFixed(2)} s`,
          ...(options.exportRows >= 100_000 ? { target: '<= 5 s', met: exported.seconds <= 5 } : {}),
          method: `median of 3: GET /api/shipper with no page, as the export button: each record a sheet row as its line arrives (${exported.fetchSeconds.toFixed(2)} s to the last), then XLSX.write (${(exported.bytes / 1e6).toFixed(1)} MB)`,
        });
        const peak = (await server.peakRss()) / 1024 ** 2;
        figures.push({
          name: `server peak RSS, ${database.driver}, ${rows}`,
          value: `${peak.toFixed(0)} MB`,
          ...(database.driver === 'PGlite' && size >= 100_000 ? { target: '<= 400 MB', met: peak <= 400 } : {}),
          method: 'VmHWM of the server process (/proc/<pid>/status) after the list, import and export work above',
        });
        log('lists while PDFs render…');
        const reader = apiClient(server.baseUrl, await signIn(emulatorHost, READER));
        const load = await listsWhileRendering(
          server.baseUrl,
          ownerToken,
          api,
          () => reader.get('shipper', firstPage() as Record<string, unknown>),
          options.samples,
        );
        const loadP99 = percentile(load.timings, 99);
        const withWorker = (await server.rss()) / 1024 ** 2;
        figures.push({
          name: `another user's list while 10 PDFs render: p50 / p99`,
          value: `${ms(percentile(load.timings, 50))} / ${ms(loadP99)} ms`,
          target: 'p99 <= 100 ms',
          met: loadP99 <= 100,
          method: `GET /api/shipper?orderBy=valueID_DESC&limit=10 as ${READER}, one at a time, ${load.timings.length} requests each made while 10 packing slips (a 21,845-character description) were rendering at once for the owner (${load.pdfs} PDFs in all; PDF_WORKERS default)`,
        });
        figures.push({
          name: 'server RSS right after the PDFs',
          value: `${withWorker.toFixed(0)} MB`,
          method:
            'VmRSS after the documents step, measured last so the peak above is the data work alone: the worker thread that draws PDFs (PDF_WORKERS) lives in the server process while it has work and a minute after',
        });
        if (clientDir)
          figures.push(
            ...(await browserFigures({ baseUrl: server.baseUrl, email: OWNER, password: DEMO_PASSWORD, workDir, log })),
          );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await sideBySide?.stop();
    await database.dispose();
  }
  return figures;
}
