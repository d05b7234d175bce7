/**
 * The migration that keeps a packing slip's figures on its packing list fills them for the packing lists
 * already there, in the order they were made: slip 1 of a shipper of 100 packed 60 then 40 says Remaining 40.
 */
import { afterAll, expect, test } from 'vitest';
import { openBefore, type MigrationStep } from '../helpers/migration-step';

const MIGRATION = '0020_packing_slip_figures.sql';
let step: MigrationStep | undefined;
afterAll(async () => step?.close());

test("each packing list gets the shipper's quantity and what was left once it was made; a void one takes nothing", async () => {
  step = await openBefore(MIGRATION);
  const { run } = step;
  const [customer] = await run(
    `insert into customer (name, email, term) values ('Acme', 'a@acme.test', 'T30') returning id`,
  );
  const [product] = await run(`insert into product (part, customer) values ('PN-1', '${customer.id}') returning id`);
  const [shipper] = await run(`insert into shipper ("valueID", date, customer, product, quantity, packed)
    values (1, '2026-01-02', '${customer.id}', '${product.id}', 100, 100) returning id`);
  const packing = async (seq: number, status: string, quantity: number, at: string) =>
    (
      await run(`insert into packing
    ("valueID", status, date, customer, shipper, product, quantity, "createdAt")
    values (${seq}, '${status}', '2026-01-03', '${customer.id}', '${shipper.id}', '${product.id}', ${quantity}, '${at}') returning id`)
    )[0].id;
  const first = await packing(1, 'Active', 60, '2026-01-03T10:00:00Z');
  const voided = await packing(2, 'Void', 40, '2026-01-04T10:00:00Z');
  const second = await packing(3, 'Active', 40, '2026-01-05T10:00:00Z');

  expect(await step.apply()).toEqual([MIGRATION]);
  const figures = async (id: unknown) => (await run(`select received, remaining from packing where id = '${id}'`))[0];
  expect(await figures(first)).toEqual({ received: 100, remaining: 40 });
  expect(await figures(voided)).toEqual({ received: 100, remaining: 40 });
  expect(await figures(second)).toEqual({ received: 100, remaining: 0 });
}, 120_000); // Every migration up to 0020 runs on a fresh PGlite first, as in the other migration tests.
