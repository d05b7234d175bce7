/**
 * docs/domain-rules.md#invoices: an invoice bills one packing list. Unit price defaults from the
 * product; total, due date and status are the server's; one non-void invoice per packing;
 * a Void invoice is read-only. Concurrency: invoice-concurrency.test.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  billingSnapshot,
  createInvoice,
  getRecord,
  invoiceData,
  postInvoice,
  postPayment,
  refusedBilling,
  updateInvoice,
} from '../helpers/billing';
import {
  as,
  createPacking,
  ok,
  setupPartsFlow,
  shipperFlow,
  unique,
  type PartsFlowContext,
} from '../helpers/parts-flow';
import { later } from '../helpers/dates';

const ctx = setupPartsFlow();

/** A packing of `quantity` from a fresh shipper, its part priced at `price`, its customer on `term`. */
async function billable(c: PartsFlowContext, quantity: number, price: number | null = 12.5, term = 'T30') {
  const { customer, product, shipper } = await shipperFlow(c, 10);
  ok(await as(c, 'PUT', `/api/customer/${customer}`, { body: { id: customer, data: { term } } }));
  ok(await as(c, 'PUT', `/api/product/${product}`, { body: { id: product, data: { price } } }));
  return createPacking(c, shipper, quantity);
}

describe('what the server keeps on an invoice', () => {
  test('unit price from the product, total = unit price x packing quantity, due date from the term, Pending, a PDF link', async () => {
    const packing = await billable(ctx, 6, 12.5, 'T45');
    const invoice = await createInvoice(ctx, packing, { date: later('01-20') });
    expect(invoice).toMatchObject({
      status: 'Pending',
      unitPrice: 12.5,
      total: 75,
      dueDate: later('03-06'),
      valueID: expect.any(Number),
      packing: packing.id,
      url: `/api/invoice/${invoice.id}/pdf`,
    });
    expect((invoice.labels as Record<string, unknown>).packing).toBe(String(packing.valueID));
    // The packing now names its invoice, shown by its number.
    const billed = await getRecord(ctx, 'packing', packing.id);
    expect(billed).toMatchObject({ invoice: invoice.id, url: `/api/packing/${packing.id}/pdf` });
    expect((billed.labels as Record<string, unknown>).invoice).toBe(String(invoice.valueID));
  });

  test('a unit price given wins over the product price; totals are exact to the cent', async () => {
    const packing = await billable(ctx, 3);
    expect(await createInvoice(ctx, packing, { unitPrice: 0.1 })).toMatchObject({ unitPrice: 0.1, total: 0.3 });
  });

  test('a part with no price leaves unit price and total empty until one is given', async () => {
    const packing = await billable(ctx, 4, null);
    const invoice = await createInvoice(ctx, packing);
    expect(invoice).toMatchObject({ unitPrice: null, total: null, status: 'Pending' });
    expect(ok(await updateInvoice(ctx, invoice.id, { unitPrice: 2 }))).toMatchObject({ total: 8 });
  });

  test('Paid once its payments cover the total, back to Pending when the total grows past them', async () => {
    const packing = await billable(ctx, 2, 10);
    const invoice = await createInvoice(ctx, packing, { date: later('01-01') });
    expect(invoice.status).toBe('Pending');
    ok(await postPayment(ctx, invoice.id, 19.99));
    expect((await getRecord(ctx, 'invoice', invoice.id)).status).toBe('Pending');
    ok(await postPayment(ctx, invoice.id, 0.01, { date: later('01-15'), check: '1234' }));
    const paid = await getRecord(ctx, 'invoice', invoice.id);
    expect(paid).toMatchObject({ status: 'Paid', paid: 20, paymentDate: later('01-15'), check: '1234' });
    expect(ok(await updateInvoice(ctx, invoice.id, { unitPrice: 11 })).status).toBe('Pending');
  });

  test('Expired when created or moved past its due date unpaid; a later date brings it back', async () => {
    const packing = await billable(ctx, 1);
    const invoice = await createInvoice(ctx, packing, { date: '2020-01-01' });
    expect(invoice).toMatchObject({ status: 'Expired', dueDate: '2020-01-31' });
    expect(ok(await updateInvoice(ctx, invoice.id, { date: later('01-01') })).status).toBe('Pending');
  });
});

describe('one non-void invoice per packing list', () => {
  test('a second invoice for a billed packing is refused by number, and nothing is written', async () => {
    const packing = await billable(ctx, 2);
    const first = await createInvoice(ctx, packing);
    const body = await refusedBilling(ctx, 400, () => postInvoice(ctx, invoiceData(packing)));
    expect(body.message).toBe(`Invoice ${first.valueID} already bills this packing list`);
  });

  test('voiding the invoice frees the packing: its link clears and a new invoice may bill it', async () => {
    const packing = await billable(ctx, 2);
    const first = await createInvoice(ctx, packing);
    expect(ok(await updateInvoice(ctx, first.id, { status: 'Void', voidReason: 'Billed twice' })).status).toBe('Void');
    expect((await getRecord(ctx, 'packing', packing.id)).invoice).toBeNull();
    const second = await createInvoice(ctx, packing);
    expect((await getRecord(ctx, 'packing', packing.id)).invoice).toBe(second.id);
  });

  test('a void packing list cannot be invoiced', async () => {
    const { shipper } = await shipperFlow(ctx, 5);
    const packing = await createPacking(ctx, shipper, 2, { status: 'Void' });
    const body = await refusedBilling(ctx, 400, () => postInvoice(ctx, invoiceData(packing)));
    expect(body.message).toBe('A void packing list cannot be invoiced');
  });

  test("an invoice's customer and part must be its packing's", async () => {
    const packing = await billable(ctx, 2);
    const other = await billable(ctx, 2);
    const body = await refusedBilling(ctx, 400, () =>
      postInvoice(ctx, invoiceData(packing, { customer: other.customer, product: other.product })),
    );
    expect(Object.keys(body.errors ?? {})).toContain('packing');
  });

  test('moving an invoice to another packing list moves the link', async () => {
    const [a, b] = [await billable(ctx, 2), await billable(ctx, 3)];
    const invoice = await createInvoice(ctx, a, { unitPrice: 1 });
    const moved = ok(await updateInvoice(ctx, invoice.id, invoiceData(b, { unitPrice: 1 })));
    expect(moved.total).toBe(3);
    expect([(await getRecord(ctx, 'packing', a.id)).invoice, (await getRecord(ctx, 'packing', b.id)).invoice]).toEqual([
      null,
      invoice.id,
    ]);
  });
});

describe('a Void invoice is read-only', () => {
  test('any change to it is refused and nothing is written', async () => {
    const invoice = await createInvoice(ctx, await billable(ctx, 1));
    ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' }));
    for (const data of [{ status: 'Pending' }, { unitPrice: 3 }, { date: later('02-01') }]) {
      const body = await refusedBilling(ctx, 400, () => updateInvoice(ctx, invoice.id, data));
      expect(body.message).toBe('A void invoice cannot be changed');
    }
  });
});

describe('a packing list its invoice bills', () => {
  test('cannot be voided, re-counted or moved, nor deleted; nothing is written', async () => {
    const packing = await billable(ctx, 2);
    const invoice = await createInvoice(ctx, packing);
    const put = (data: Record<string, unknown>) =>
      as(ctx, 'PUT', `/api/packing/${packing.id}`, { body: { id: packing.id, data } });
    const voided = await refusedBilling(ctx, 400, () => put({ status: 'Void' }));
    expect(voided.message).toBe(
      `Invoice ${invoice.valueID} bills this packing list; void the invoice before voiding the packing list`,
    );
    const recounted = await refusedBilling(ctx, 400, () => put({ quantity: 1 }));
    expect(recounted.message).toMatch(/^Invoice \d+ bills this packing list; void the invoice before changing/);
    const deleted = await refusedBilling(ctx, 400, () =>
      as(ctx, 'DELETE', '/api/packing', { query: { ids: [packing.id] } }),
    );
    expect(deleted.message).toBe(`Nothing was deleted: ${packing.valueID} is still used by 1 Invoice`);
    // Its notes are not billed: they may still change.
    expect(ok(await put({ notes: 'left at the dock' })).notes).toBe('left at the dock');
  });

  test('deleting the invoice clears the link, and then the packing list may go', async () => {
    const packing = await billable(ctx, 2);
    const invoice = await createInvoice(ctx, packing);
    ok(await as(ctx, 'DELETE', '/api/invoice', { query: { ids: [invoice.id] } }));
    expect((await getRecord(ctx, 'packing', packing.id)).invoice).toBeNull();
    ok(await as(ctx, 'DELETE', '/api/packing', { query: { ids: [packing.id] } }));
  });
});

describe('import goes through the same rules', () => {
  test('references by their export form; a second row for the same packing is refused', async () => {
    const packing = await billable(ctx, 5, 3);
    const labels = packing.labels as Record<string, string>;
    const row = {
      status: 'Pending',
      date: later('02-01'),
      packing: String(packing.valueID),
      customer: labels.customer,
      product: labels.product,
    };
    const imported = ok(
      await as(ctx, 'POST', '/api/invoice/import', { body: { data: row, importHash: unique('hash') } }),
    );
    expect(imported).toMatchObject({ packing: packing.id, total: 15, unitPrice: 3 });
    const before = await billingSnapshot(ctx);
    const again = await as(ctx, 'POST', '/api/invoice/import', { body: { data: row, importHash: unique('hash') } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`Invoice ${imported.valueID} already bills this packing list`);
    expect(await billingSnapshot(ctx)).toEqual(before);
  });
});
