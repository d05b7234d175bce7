/**
 * The migration that brings in the per-day sums fills them from the records already there, Void
 * packing lists and invoices left out, so the dashboard reads the same figures the day after.
 */
import { afterAll, expect, test } from 'vitest';
import { openBefore, type MigrationStep } from '../helpers/migration-step';

const MIGRATION = '0018_day_sums.sql';
let step: MigrationStep | undefined;
afterAll(async () => step?.close());

test('the days of the records written before it are summed; then a new write adds to them', async () => {
  step = await openBefore(MIGRATION);
  const { run } = step;
  const [customer] = await run(
    `insert into customer (name, email, term) values ('Acme', 'a@acme.test', 'T30') returning id`,
  );
  const [product] = await run(`insert into product (part, customer) values ('PN-1', '${customer.id}') returning id`);
  const shipper = async (seq: number, date: string, quantity: number) =>
    (
      await run(`insert into shipper
    ("valueID", date, customer, product, quantity) values (${seq}, '${date}', '${customer.id}', '${product.id}', ${quantity})
    returning id`)
    )[0];
  const first = await shipper(1, '2026-01-02', 10);
  await shipper(2, '2026-01-02', 5);
  await shipper(3, '2026-02-07', 8);
  const packing = async (seq: number, status: string, quantity: number) =>
    (
      await run(`insert into packing
    ("valueID", status, date, customer, shipper, product, quantity)
    values (${seq}, '${status}', '2026-01-03', '${customer.id}', '${first.id}', '${product.id}', ${quantity}) returning id`)
    )[0];
  const active = await packing(1, 'Active', 6);
  await packing(2, 'Void', 4);
  const invoice = (seq: number, status: string, total: string, paid: string) =>
    run(`insert into invoice
    ("valueID", status, date, packing, customer, product, total, paid)
    values (${seq}, '${status}', '2026-01-05', '${active.id}', '${customer.id}', '${product.id}', ${total}, ${paid})`);
  await invoice(1, 'Paid', '50.00', '50.00');
  await invoice(2, 'Pending', '12.50', '0');
  await invoice(3, 'Void', '99.00', '0');

  expect(await step.apply()).toEqual([MIGRATION]);
  const sums = () =>
    run(`select chart, to_char(day, 'YYYY-MM-DD') as day, quantity::float8 as quantity,
    total::float8 as total, paid::float8 as paid from day_sum order by chart, day`);
  expect(await sums()).toEqual([
    { chart: 'billing', day: '2026-01-05', quantity: 0, total: 62.5, paid: 50 },
    { chart: 'received', day: '2026-01-02', quantity: 15, total: 0, paid: 0 },
    { chart: 'received', day: '2026-02-07', quantity: 8, total: 0, paid: 0 },
    { chart: 'shipped', day: '2026-01-03', quantity: 6, total: 0, paid: 0 },
  ]);
  await shipper(4, '2026-02-07', 2);
  expect((await sums()).find((row) => row.day === '2026-02-07')).toMatchObject({ quantity: 10 });
}, 120_000); // Every migration up to 0018 runs on a fresh PGlite first, as in the other migration tests.
