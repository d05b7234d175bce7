/**
 * Before on hand was a ledger, anyone could type it. The migration that brings stock adjustments in
 * makes each product's on hand explainable: what it held beyond received - shipped becomes its
 * opening stock, what falls short (typed below it, or below zero) one count adjustment, and on hand
 * never stays below zero.
 */
import { afterAll, expect, test } from 'vitest';
import { openBefore, type MigrationStep } from '../helpers/migration-step';

const MIGRATION = '0012_stock_adjustments.sql';
let step: MigrationStep | undefined;
afterAll(async () => step?.close());

test('on hand = opening stock + received - shipped + adjustments for every product after the migration', async () => {
  step = await openBefore(MIGRATION);
  const { run } = step;

  const [customer] = await run(
    `insert into customer (name, email, term) values ('Acme', 'a@acme.test', 'T30') returning id`,
  );
  // [part, typed on hand, received, shipped]
  const cases: [string, number | null, number, number][] = [
    ['consistent', 6, 10, 4],
    ['above', 9, 10, 4],
    ['below', 2, 10, 4],
    ['negative', -500, 0, 0],
    ['empty', null, 3, 0],
  ];
  for (const [part, inventory, received, shipped] of cases) {
    const [product] = await run(
      `insert into product (part, customer, inventory) values ('${part}', '${customer.id}', ${inventory ?? 'null'}) returning id`,
    );
    const [shipper] = await run(`insert into shipper ("valueID", date, customer, product, quantity, packed)
      values (${cases.findIndex((c) => c[0] === part) + 1}, '2026-01-02', '${customer.id}', '${product.id}', ${received}, ${shipped}) returning id`);
    if (shipped) {
      await run(`insert into packing ("valueID", date, shipper, customer, product, quantity, status)
        values (${cases.findIndex((c) => c[0] === part) + 1}, '2026-01-03', '${shipper.id}', '${customer.id}', '${product.id}', ${shipped}, 'Active')`);
      // A void packing list ships nothing.
      await run(`insert into packing ("valueID", date, shipper, customer, product, quantity, status)
        values (${cases.findIndex((c) => c[0] === part) + 11}, '2026-01-03', '${shipper.id}', '${customer.id}', '${product.id}', 99, 'Void')`);
    }
  }

  expect(await step.apply()).toEqual([MIGRATION]);
  const rows = await run(`select p.part, p."openingStock" as opening, p.inventory,
      coalesce((select sum(quantity) from stock_adjustment a where a.product = p.id), 0)::int as adjusted,
      (select count(*) from stock_adjustment a where a.product = p.id and a.reason = 'count')::int as counts
    from product p order by p.part`);
  expect(rows).toEqual([
    { part: 'above', opening: 3, inventory: 9, adjusted: 0, counts: 0 },
    { part: 'below', opening: 0, inventory: 2, adjusted: -4, counts: 1 },
    { part: 'consistent', opening: 0, inventory: 6, adjusted: 0, counts: 0 },
    { part: 'empty', opening: 0, inventory: 0, adjusted: -3, counts: 1 },
    { part: 'negative', opening: 0, inventory: 0, adjusted: 0, counts: 0 },
  ]);
  // Every migration from an empty database, on a shared machine: slower than one request.
}, 120_000);
