/**
 * Reference pickers that show the work waiting (issue 38): a shipper or packing list is found by its
 * customer, part, PO or RMA as well as its number, each word of the query anywhere; open work comes
 * first (parts left to pack, not billed, not paid), and each option carries what a clerk decides by.
 * A part is found by its name or its customer's.
 */
import { describe, expect, test } from 'vitest';
import { createInvoice, invoiceData, postPayment, updateInvoice } from '../helpers/billing';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  ok,
  setupPartsFlow,
  shipperData,
  unique,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();

interface Option {
  id: string;
  label: string;
  details: Record<string, unknown>;
  open?: boolean;
  left?: number;
}
const pick = async (resource: string, query: string, limit = 10) =>
  ok<Option[]>(await as(ctx, 'GET', `/api/${resource}/autocomplete`, { query: { query, limit } }));

async function shipperOf(customer: Row, part: Row, quantity: number, po: string, date = '2026-03-02') {
  const data = shipperData(customer.id, part.id, quantity, { po, rma: `rma ${po}`, date });
  return ok(await as(ctx, 'POST', '/api/shipper', { body: { data } }));
}

describe('shipper picker', () => {
  test('finds a shipper by customer and PO words together, showing customer, part, PO, date and what is left', async () => {
    const acme = await createCustomer(ctx, unique('Acme Metalworks'));
    const other = await createCustomer(ctx, unique('Bolt Brothers'));
    const part = await createProduct(ctx, acme.id, { part: unique('BR-100') });
    const otherPart = await createProduct(ctx, other.id);
    const po = `PO-${Date.now()}`;
    const wanted = await shipperOf(acme, part, 20, po, '2026-03-04');
    await shipperOf(other, otherPart, 5, po);
    await createPacking(ctx, wanted, 15);

    const options = await pick('shipper', `${String(acme.name).split(' ').slice(0, 3).join(' ')} ${po}`);
    expect(options.map((o) => o.id)).toEqual([wanted.id]);
    expect(options[0]).toEqual({
      id: wanted.id,
      label: String(wanted.valueID),
      details: { customer: acme.name, product: part.part, po, date: '2026-03-04' },
      open: true,
      left: 5,
    });
    // By its RMA or part alone, and still by its number, as the spec's call did.
    expect((await pick('shipper', `rma ${po}`)).map((o) => o.id)).toContain(wanted.id);
    expect((await pick('shipper', String(part.part))).map((o) => o.id)).toEqual([wanted.id]);
    expect((await pick('shipper', String(wanted.valueID), 100)).map((o) => o.id)).toContain(wanted.id);
  });

  test('shippers with parts left to pack come first, newest first; a packed one after them, not open', async () => {
    const customer = await createCustomer(ctx, unique('Open First'));
    const part = await createProduct(ctx, customer.id);
    const po = `OF-${Date.now()}`;
    const packed = await shipperOf(customer, part, 4, po);
    const older = await shipperOf(customer, part, 4, po);
    const newer = await shipperOf(customer, part, 4, po);
    await createPacking(ctx, packed, 4);

    const options = await pick('shipper', po);
    expect(options.map((o) => [o.id, o.open, o.left])).toEqual([
      [newer.id, true, 4],
      [older.id, true, 4],
      [packed.id, false, undefined],
    ]);
  });

  test("a query's wildcards are taken literally", async () => {
    expect(await pick('shipper', '%_% no such shipper')).toEqual([]);
  });
});

describe('packing list picker', () => {
  test('Active packing lists not billed come first, with customer, part, PO, quantity and date', async () => {
    const customer = await createCustomer(ctx, unique('Billing Clerk'));
    const part = await createProduct(ctx, customer.id);
    const po = `PK-${Date.now()}`;
    const shipper = await shipperOf(customer, part, 30, po);
    const billed = await createPacking(ctx, shipper, 3);
    const voided = await createPacking(ctx, shipper, 2, { status: 'Void' });
    const unbilled = await createPacking(ctx, shipper, 5);
    await createInvoice(ctx, billed);

    const options = await pick('packing', `${po} ${String(customer.name).split(' ')[0]}`);
    expect(options.map((o) => [o.id, o.open])).toEqual([
      [unbilled.id, true],
      [voided.id, false],
      [billed.id, false],
    ]);
    expect(options[0].details).toEqual({
      customer: customer.name,
      product: part.part,
      po,
      quantity: 5,
      date: unbilled.date,
    });
    expect(options[0].left).toBeUndefined();
  });

  test('a form asking for the labels of its current choices gets the same options by id', async () => {
    const customer = await createCustomer(ctx);
    const part = await createProduct(ctx, customer.id);
    const packing = await createPacking(ctx, await shipperOf(customer, part, 2, 'ids'), 2);
    const options = ok<Option[]>(
      await as(ctx, 'GET', '/api/packing/autocomplete', { query: { ids: [packing.id, 'not-a-uuid'] } }),
    );
    expect(options).toEqual([expect.objectContaining({ id: packing.id, label: String(packing.valueID), open: true })]);
  });
});

describe('invoice picker', () => {
  /** A customer's part billed twice: one invoice paid in full, then one pending. */
  async function paidThenPending(name: string) {
    const customer = await createCustomer(ctx, unique(name));
    const part = await createProduct(ctx, customer.id);
    const shipper = await shipperOf(customer, part, 30, `IV-${Date.now()}`);
    const paid = await createInvoice(ctx, await createPacking(ctx, shipper, 3), { unitPrice: '10' });
    ok(await postPayment(ctx, paid.id, paid.total));
    const pending = async () => createInvoice(ctx, await createPacking(ctx, shipper, 5), { unitPrice: '10' });
    return { customer, part, shipper, paid, pending };
  }

  test('invoices still to be paid come first, found by customer and part, with total, due date and status', async () => {
    const { customer, part, shipper, paid, pending: bill } = await paidThenPending('Receivables');
    const mistaken = await createPacking(ctx, shipper, 2);
    const voided = await createInvoice(ctx, mistaken);
    ok(await updateInvoice(ctx, voided.id, invoiceData(mistaken, { status: 'Void', voidReason: 'Billed twice' })));
    const pending = await bill();

    const options = await pick('invoice', `${String(customer.name).split(' ')[0]} ${String(part.part)}`);
    expect(options.map((o) => [o.id, o.open])).toEqual([
      [pending.id, true],
      [voided.id, false],
      [paid.id, false],
    ]);
    expect(options[0].details).toEqual({
      customer: customer.name,
      product: part.part,
      total: pending.total,
      dueDate: pending.dueDate,
      status: 'Pending',
    });
  });

  test('the invoice list filtered to what is still to be paid, or the rest', async () => {
    const { customer, paid, pending: bill } = await paidThenPending('Unpaid Filter');
    const pending = await bill();
    const listed = async (open: boolean) =>
      ok<{ rows: Row[] }>(
        await as(ctx, 'GET', '/api/invoice', { query: { filter: { customer: customer.id, open }, limit: 10 } }),
      ).rows.map((row) => row.id);
    expect(await listed(true)).toEqual([pending.id]);
    expect(await listed(false)).toEqual([paid.id]);
  });
});

describe('product picker', () => {
  test("a part is found by its name or its customer's, and shown with both", async () => {
    const customer = await createCustomer(ctx, unique('Part Finder'));
    const name = unique('Landing gear strut');
    const product = ok(
      await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('LG'), customer: customer.id, name } } }),
    );
    const byName = await pick('product', name.split(' ').slice(-2).join(' '));
    expect(byName.map((o) => o.id)).toEqual([product.id]);
    expect(byName[0].details).toEqual({ name, customer: customer.name });
    const byCustomer = await pick('product', String(customer.name));
    expect(byCustomer.map((o) => o.id)).toEqual([product.id]);
  });
});
