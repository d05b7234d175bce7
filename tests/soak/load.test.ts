/**
 * README "Guarantees", Load: autocannon against the real server on loopback, 50 connections as
 * five signed-in users (owner and editors), mixed reads and writes (helpers/load-mix.ts) for
 * SOAK_SECONDS (60 by default). No error at all: no non-2xx (a 429 would mean the authenticated
 * API is throttled), no socket error, no timeout; latency and throughput printed; the audit log
 * grew by exactly the records written, and no write answered 2xx is missing.
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newTally, requestsFor, writes, type Seeded } from './helpers/load-mix';
import { api, ok, signInEditors, signInOwner } from './helpers/http-api';
import { startServer, type ServerProcess } from './helpers/server-process';

const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const CONNECTIONS = 50;

let server: ServerProcess;
let tokens: string[];
let seeded: Seeded;

beforeAll(async () => {
  server = await startServer();
  const owner = await signInOwner(server.baseUrl);
  tokens = [owner, ...(await signInEditors(server.baseUrl, owner, 4))];
  const post = (path: string, data: Record<string, unknown>) =>
    ok(api(server.baseUrl, owner, 'POST', `/api/${path}`, { body: { data } }));
  for (let i = 0; i < 20; i++)
    await post('customer', { name: `load seed ${i}`, email: 'seed@plating.test', term: 'T30' });
  const customer = await post('customer', { name: 'load main customer', email: 'main@plating.test', term: 'T30' });
  const product = await post('product', { part: 'load part', customer: customer.id, openingStock: 0 });
  const chemical = await post('chemical', { name: 'load nickel sulfate', unit: 'kg', minimumStock: 1 });
  await post('chemical-in', { date: '2026-03-01', chemical: chemical.id, quantity: 1_000_000, lot: 'load lot' });
  seeded = { customer, product, chemical };
});

afterAll(async () => {
  await server?.dispose();
});

/** What the server holds now: audit entries and the rows the load writes. */
async function counts() {
  const total = async (path: string, filter: Record<string, unknown> = {}) =>
    (
      await ok<{ count: number }>(
        api(server.baseUrl, tokens[0], 'GET', `/api/${path}`, { query: { filter, limit: 1 } }),
      )
    ).count;
  return {
    audit: await total('auditLog'),
    customer: await total('customer'),
    shipper: await total('shipper'),
    chemicalOut: await total('chemical-out'),
  };
}

test(`${CONNECTIONS} connections of mixed reads and writes for ${SECONDS} s: no error, every write audited`, async () => {
  const before = await counts();
  const tally = newTally();
  let next = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    // Each connection is one of the users, round robin.
    setupClient: (client) => client.setRequests(requestsFor(tokens[next++ % tokens.length], seeded, tally)),
  });
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(
    [
      `[load/${server.driver}] ${CONNECTIONS} connections, ${result.duration} s, ${result.requests.total} requests (${codes})`,
      `  req/s average ${result.requests.average}, p50 ${result.requests.p50}`,
      `  latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
      `  writes answered 2xx: ${writes(tally)} (customers ${tally.customer}, shippers ${tally.shipper}, chemical uses ${tally.chemicalOut})`,
      `  non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts}`,
      ...tally.refusals.map((r) => `  refused: ${r}`),
    ].join('\n'),
  );
  expect(result.statusCodeStats['429'], 'the authenticated API was rate limited').toBeUndefined();
  expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  });
  expect(writes(tally)).toBeGreaterThan(0);

  // Writes in flight when the run stopped may still land: wait until the counts settle.
  let after = await counts();
  for (let last = ''; JSON.stringify(after) !== last; after = await counts()) {
    last = JSON.stringify(after);
    await new Promise((r) => setTimeout(r, 500));
  }
  const stored = {
    customer: after.customer - before.customer,
    shipper: after.shipper - before.shipper,
    chemicalOut: after.chemicalOut - before.chemicalOut,
  };
  const storedWrites = stored.customer + stored.shipper + stored.chemicalOut;
  console.log(`[load/${server.driver}] stored ${storedWrites} records, audit grew by ${after.audit - before.audit}`);
  expect(after.audit - before.audit).toBe(storedWrites);
  for (const key of ['customer', 'shipper', 'chemicalOut'] as const) {
    // Every 2xx is stored; at most one request per connection was cut off by the end of the run.
    expect(stored[key]).toBeGreaterThanOrEqual(tally[key]);
    expect(stored[key]).toBeLessThanOrEqual(tally[key] + CONNECTIONS);
  }
  const product = await ok(api(server.baseUrl, tokens[0], 'GET', `/api/product/${seeded.product.id}`));
  expect(product.inventory).toBe(2 * stored.shipper);
  const chemical = await ok(api(server.baseUrl, tokens[0], 'GET', `/api/chemical/${seeded.chemical.id}`));
  expect(chemical.stock).toBeCloseTo(1_000_000 - 0.001 * stored.chemicalOut, 3);
});
