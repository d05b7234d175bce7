/**
 * The per-day sums behind the dashboard's charts (docs/architecture.md#dashboard-sums) are kept by
 * triggers in the writing transaction. After each kind of write through the API, and after a rolled
 * back one and a truncate, every chart declared in resources/kit/dashboard.ts must equal the sums
 * read straight from its table, and so must the open invoices' count and total per status: a chart
 * declared without its triggers fails here.
 */
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { monthlySums, openInvoiceSum } from '../../resources/kit/dashboard';
import { daySum, resourceTables, statusSum } from '../../server/db/tables';
import { createInvoice, postPayment, updateInvoice } from '../helpers/billing';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  deletePackings,
  deleteShippers,
  ok,
  setupPartsFlow,
  shipperData,
  updatePacking,
  updateShipper,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
type Chart = keyof typeof monthlySums;
const charts = Object.keys(monthlySums) as Chart[];

/** 'day|column' → sum, zero sums left out: what the table itself says. */
async function fromTable(chart: Chart): Promise<Record<string, number>> {
  const { resource, columns, skipStatus } = monthlySums[chart];
  const table = resourceTables[resource];
  const rows = await ctx.db
    .select({ day: table.date, ...Object.fromEntries(columns.map((c) => [c, sql<string>`sum(${table[c]})`])) })
    .from(table)
    .where(and(isNotNull(table.date), skipStatus ? ne(table.status, skipStatus) : undefined))
    .groupBy(table.date);
  return flatten(rows as Record<string, unknown>[], columns);
}

async function kept(chart: Chart): Promise<Record<string, number>> {
  const rows = await ctx.db.select().from(daySum).where(eq(daySum.chart, chart));
  return flatten(rows as Record<string, unknown>[], monthlySums[chart].columns);
}

function flatten(rows: Record<string, unknown>[], columns: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) {
    for (const column of columns) {
      const value = Number(row[column] ?? 0);
      if (value !== 0) out[`${String(row.day)}|${column}`] = value;
    }
  }
  return out;
}

/** 'status' → [count, total] of the open-invoices resource, empty statuses left out: from the table, then as kept. */
async function statusesFromTable(): Promise<Record<string, [number, number]>> {
  const table = resourceTables[openInvoiceSum.resource];
  const rows = await ctx.db
    .select({ status: table.status, n: count(), total: sql<string>`sum(${table[openInvoiceSum.column]})` })
    .from(table)
    .groupBy(table.status);
  return Object.fromEntries(rows.map((row) => [String(row.status), [Number(row.n), Number(row.total ?? 0)]]));
}

async function statusesKept(): Promise<Record<string, [number, number]>> {
  const rows = await ctx.db.select().from(statusSum).where(eq(statusSum.resource, openInvoiceSum.resource));
  return Object.fromEntries(
    rows
      .filter((row) => row.count !== 0 || Number(row.total) !== 0)
      .map((row) => [row.status, [row.count, Number(row.total)]]),
  );
}

async function expectAllAgree() {
  for (const chart of charts)
    expect({ chart, sums: await kept(chart) }).toEqual({ chart, sums: await fromTable(chart) });
  expect(await statusesKept()).toEqual(await statusesFromTable());
}

const shipperOn = async (customer: string, product: string, quantity: number, date: string) =>
  ok(await as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, quantity, { date }) } }));

describe('the per-day sums follow every write', () => {
  let customer: string;
  let product: string;
  let shippers: Row[] = [];
  test('creates, edits that move a record to another day, and deletes', async () => {
    customer = (await createCustomer(ctx)).id;
    product = (await createProduct(ctx, customer)).id;
    shippers = [
      await shipperOn(customer, product, 100, '2026-03-04'),
      await shipperOn(customer, product, 40, '2026-03-04'),
      await shipperOn(customer, product, 7, '2026-05-20'),
    ];
    ok(await updateShipper(ctx, shippers[1].id, { quantity: 45, date: '2026-04-01' }));
    const gone = await shipperOn(customer, product, 9, '2026-03-04');
    ok(await deleteShippers(ctx, [gone.id]));
    await expectAllAgree();
    expect((await kept('received'))['2026-03-04|quantity']).toBe(100);
  });

  test('packing lists made, voided and deleted; invoices paid, reversed and voided', async () => {
    const a = await createPacking(ctx, shippers[0], 10, { date: '2026-03-10' });
    const b = await createPacking(ctx, shippers[0], 5, { date: '2026-03-10' });
    const c = await createPacking(ctx, shippers[2], 3, { date: '2026-05-21' });
    ok(await updatePacking(ctx, b.id, { status: 'Void' }));
    ok(await deletePackings(ctx, [c.id]));
    const invoice = await createInvoice(ctx, a, { date: '2026-03-11', unitPrice: 2.5 });
    // Reversed the next day: a reversal is never dated before its payment.
    const payment = ok(await postPayment(ctx, invoice.id, 10, { date: '2026-03-11' }));
    await expectAllAgree();
    expect((await kept('billing'))['2026-03-11|paid']).toBe(10);
    ok(
      await as(ctx, 'POST', `/api/invoice-payment/${payment.id}/reverse`, {
        body: { data: { date: '2026-03-12', notes: 'Check bounced' } },
      }),
    );
    await expectAllAgree();
    ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' }));
    await expectAllAgree();
    expect(await kept('billing')).toEqual({});
  });

  test('a write whose transaction rolls back leaves the sums as they were', async () => {
    const before = await kept('received');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx
          .update(resourceTables.shipper)
          .set({ quantity: 1000 })
          .where(eq(resourceTables.shipper.id, shippers[0].id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept('received')).toEqual(before);
  });

  test('an edit that moves no sum writes no day (nothing locked)', async () => {
    const before = await ctx.db.select().from(daySum);
    ok(await updateShipper(ctx, shippers[2].id, { po: 'PO-DAY-SUMS' }));
    expect(await ctx.db.select().from(daySum)).toEqual(before);
  });

  test('emptying a table empties its chart and its statuses only', async () => {
    await ctx.db.execute(sql`truncate ${resourceTables.invoice} cascade`);
    await expectAllAgree();
    expect(Object.keys(await kept('received')).length).toBeGreaterThan(0);
  });
});
