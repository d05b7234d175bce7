/**
 * Shared set-up for the parts-flow API tests (docs/domain-rules.md#parts-flow): one app over a fresh
 * database per test file, an owner, small factories for customers, products and shippers,
 * and a snapshot of everything a refused request must leave untouched.
 */
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { counters, resourceTables } from '../../server/db/tables';
import { createTestContext, type TestContext } from './app';
import { call, type CallResult } from './http';
import { createUser, type TestUser } from './users';

export type Row = Record<string, unknown> & { id: string };

export interface PartsFlowContext extends TestContext {
  owner: TestUser;
}

/** Registers beforeAll/afterAll; the returned object is filled once beforeAll has run. */
export function setupPartsFlow(): PartsFlowContext {
  const ctx = {} as PartsFlowContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext());
    ctx.owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as the owner. */
export function as(
  ctx: PartsFlowContext,
  method: Method,
  path: string,
  options: { body?: unknown; query?: Record<string, unknown>; lang?: string } = {},
) {
  return call(ctx.app, method, path, { token: ctx.owner.token, ...options });
}

/** Asserts a 200 and returns the body. */
export function ok<T = Row>(res: CallResult): T {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
}

let seq = 0;
/** Distinct lowercase names, so labels never collide and sort the same under any collation. */
export const unique = (prefix: string) =>
  `${prefix} ${String(++seq).padStart(4, '0')} ${Math.random().toString(36).slice(2, 8)}`;

export async function createCustomer(ctx: PartsFlowContext, name = unique('customer')): Promise<Row> {
  return ok(
    await as(ctx, 'POST', '/api/customer', { body: { data: { name, email: 'parts@plating.test', term: 'T30' } } }),
  );
}

export async function createProduct(
  ctx: PartsFlowContext,
  customer: string,
  options: { part?: string; openingStock?: number | null } = {},
): Promise<Row> {
  const data = { part: options.part ?? unique('part'), customer, openingStock: options.openingStock ?? null };
  return ok(await as(ctx, 'POST', '/api/product', { body: { data } }));
}

/** A shipper create/update body: every writable field, nothing read-only. */
export function shipperData(customer: string, product: string, quantity: number, extra: Record<string, unknown> = {}) {
  return {
    date: '2026-03-02',
    po: 'po-1',
    rma: null,
    serial: null,
    customer,
    product,
    quantity,
    notes: null,
    ...extra,
  };
}

export async function createShipper(
  ctx: PartsFlowContext,
  customer: string,
  product: string,
  quantity: number,
): Promise<Row> {
  return ok(await as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, quantity) } }));
}

export async function updateShipper(ctx: PartsFlowContext, id: string, data: Record<string, unknown>) {
  return as(ctx, 'PUT', `/api/shipper/${id}`, { body: { id, data } });
}

export async function deleteShippers(ctx: PartsFlowContext, ids: string[]) {
  return as(ctx, 'DELETE', '/api/shipper', { query: { ids } });
}

/** A product's inventory (on hand) as the API answers it. */
export async function inventoryOf(ctx: PartsFlowContext, product: string): Promise<number | null> {
  return ok<{ inventory: number | null }>(await as(ctx, 'GET', `/api/product/${product}`)).inventory;
}

export async function auditCount(ctx: PartsFlowContext): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(resourceTables.auditLog);
  return Number(n);
}

/**
 * Everything the parts flow writes: every customer, product, shipper and stock adjustment row (all columns,
 * timestamps included), the sequence counters and the audit-log size. A refused request
 * must leave it equal.
 */
export async function snapshot(ctx: PartsFlowContext) {
  const rows = (name: string) => ctx.db.select().from(resourceTables[name]).orderBy(asc(resourceTables[name].id));
  return {
    customers: await rows('customer'),
    products: await rows('product'),
    shippers: await rows('shipper'),
    adjustments: await rows('stockAdjustment'),
    counters: await ctx.db.select().from(counters).orderBy(asc(counters.name)),
    audit: await auditCount(ctx),
  };
}

/**
 * Runs a request that must be refused with `status`, and checks that nothing was written
 * (as `take` sees it: snapshot() unless told otherwise).
 */
export async function refused(
  ctx: PartsFlowContext,
  status: number,
  request: () => Promise<CallResult>,
  take: (ctx: PartsFlowContext) => Promise<unknown> = snapshot,
) {
  const before = await take(ctx);
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await take(ctx)).toEqual(before);
  return res.body as { message: string; errors?: Record<string, string> };
}

/** A customer, one of its products (opening stock as given) and a shipper of `quantity` of that part. */
export async function shipperFlow(ctx: PartsFlowContext, quantity: number, openingStock: number | null = null) {
  const customer = (await createCustomer(ctx)).id;
  const product = (await createProduct(ctx, customer, { openingStock })).id;
  const shipper = await createShipper(ctx, customer, product, quantity);
  return { customer, product, shipper };
}

/**
 * A packing create/update body as /packing/new-from-shipper fills it: customer, product,
 * po and rma taken from the shipper; every writable field, nothing read-only.
 */
export function packingData(
  shipper: Row,
  quantity: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    status: 'Active',
    date: '2026-03-09',
    notes: null,
    po: shipper.po ?? null,
    rma: shipper.rma ?? null,
    customer: shipper.customer,
    shipper: shipper.id,
    product: shipper.product,
    quantity,
    ...extra,
  };
}

export function postPacking(ctx: PartsFlowContext, data: Record<string, unknown>) {
  return as(ctx, 'POST', '/api/packing', { body: { data } });
}

export async function createPacking(
  ctx: PartsFlowContext,
  shipper: Row,
  quantity: number,
  extra: Record<string, unknown> = {},
): Promise<Row> {
  return ok(await postPacking(ctx, packingData(shipper, quantity, extra)));
}

export function updatePacking(ctx: PartsFlowContext, id: string, data: Record<string, unknown>) {
  return as(ctx, 'PUT', `/api/packing/${id}`, { body: { id, data } });
}

export function deletePackings(ctx: PartsFlowContext, ids: string[]) {
  return as(ctx, 'DELETE', '/api/packing', { query: { ids } });
}

/** A shipper's packed count as the API answers it. */
export async function packedOf(ctx: PartsFlowContext, shipper: string): Promise<number> {
  return ok<{ packed: number }>(await as(ctx, 'GET', `/api/shipper/${shipper}`)).packed;
}

/** snapshot() plus every packing row. */
export async function packingSnapshot(ctx: PartsFlowContext) {
  const packings = await ctx.db.select().from(resourceTables.packing).orderBy(asc(resourceTables.packing.id));
  return { ...(await snapshot(ctx)), packings };
}

/** refused(), also checking that no packing row changed. */
export function refusedPacking(ctx: PartsFlowContext, status: number, request: () => Promise<CallResult>) {
  return refused(ctx, status, request, packingSnapshot);
}

/** Runs `count` requests at once; answers the successes' bodies and the refusals' messages. */
export async function burst(count: number, request: (i: number) => Promise<CallResult>) {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  for (const res of results) expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
  return {
    done: results.filter((r) => r.status === 200).map((r) => r.body as Row),
    refusals: results.filter((r) => r.status === 400).map((r) => (r.body as { message: string }).message),
  };
}
