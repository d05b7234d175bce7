/**
 * The migration that brings in the per-status sums fills them from the invoices already there, so the
 * open invoices tile reads the same count and total the day after.
 */
import { afterAll, expect, test } from 'vitest';
import { openBefore, packedShipment, type MigrationStep } from '../helpers/migration-step';

const MIGRATION = '0019_status_sums.sql';
let step: MigrationStep | undefined;
afterAll(async () => step?.close());

test('the invoices written before it are counted and summed per status; then a new one adds to them', async () => {
  step = await openBefore(MIGRATION);
  const { run } = step;
  const { customer, product, packing } = await packedShipment(run);
  const invoice = (seq: number, status: string, total: string) =>
    run(`insert into invoice
    ("valueID", status, date, packing, customer, product, total, paid)
    values (${seq}, '${status}', '2026-01-05', '${packing.id}', '${customer.id}', '${product.id}', ${total}, 0)`);
  await invoice(1, 'Pending', '12.50');
  await invoice(2, 'Pending', '7.25');
  await invoice(3, 'Expired', '40.00');
  await invoice(4, 'Void', '99.00');

  expect(await step.apply()).toEqual([MIGRATION]);
  const sums = () =>
    run(`select status, count, total::float8 as total from status_sum where resource = 'invoice' order by status`);
  expect(await sums()).toEqual([
    { status: 'Expired', count: 1, total: 40 },
    { status: 'Pending', count: 2, total: 19.75 },
    { status: 'Void', count: 1, total: 99 },
  ]);
  await invoice(5, 'Pending', '0.25');
  expect((await sums()).find((row) => row.status === 'Pending')).toEqual({ status: 'Pending', count: 3, total: 20 });
}, 120_000); // Every migration up to 0019 runs on a fresh PGlite first, as in the other migration tests.
