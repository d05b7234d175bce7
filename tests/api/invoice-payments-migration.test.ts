/**
 * Before payments were their own records, an invoice held only a paid amount. The migration that
 * brings payments in turns each such amount into one payment, so paid stays the sum of its payments.
 */
import { afterAll, expect, test } from 'vitest';
import { openBefore, packedShipment, type MigrationStep } from '../helpers/migration-step';

const MIGRATION = '0011_invoice_payments.sql';
let step: MigrationStep | undefined;
afterAll(async () => step?.close());

test('an invoice paid before payments were recorded gets one payment carrying that amount; others get none', async () => {
  step = await openBefore(MIGRATION);
  const { run } = step;

  // The rows as the tables stood before 0011 (today's declarations know columns added since).
  const { customer, product, packing } = await packedShipment(run);
  const invoice = async (seq: number, paid: string, paymentDate: string, check: string) =>
    (
      await run(`insert into invoice
      ("valueID", status, date, packing, customer, product, total, paid, "paymentDate", "check")
    values (${seq}, 'Pending', '2026-01-05', '${packing.id}', '${customer.id}', '${product.id}', 50.00, ${paid}, ${paymentDate}, ${check})
    returning id`)
    )[0];
  const paid = await invoice(1, '50.00', `'2026-02-03'`, `'CHK-9'`);
  const partly = await invoice(2, '12.34', 'null', 'null');
  const unpaid = await invoice(3, 'null', 'null', 'null');
  const zero = await invoice(4, '0.00', 'null', 'null');

  expect(await step.apply()).toEqual([MIGRATION]);
  const rows = await run(
    `select invoice, amount::text, to_char(date, 'YYYY-MM-DD') as date, "check" from invoice_payment`,
  );
  const byInvoice = (id: unknown) =>
    rows.filter((row) => row.invoice === id).map(({ amount, date, check }) => ({ amount, date, check }));
  expect(byInvoice(paid.id)).toEqual([{ amount: '50.00', date: '2026-02-03', check: 'CHK-9' }]);
  expect(byInvoice(partly.id)).toEqual([{ amount: '12.34', date: '2026-01-05', check: null }]);
  expect([...byInvoice(unpaid.id), ...byInvoice(zero.id)]).toEqual([]);
  expect(rows).toHaveLength(2);
}, 120_000); // Every migration up to 0011 runs on a fresh PGlite first, as in the other migration tests.
