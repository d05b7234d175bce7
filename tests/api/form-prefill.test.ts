/**
 * The "new from" pages' prefill (docs/domain-rules.md#packing-lists, docs/domain-rules.md#invoices): a packing
 * editor starts a packing list from a shipper, an invoice editor an invoice from a packing list,
 * neither holding read access to the source. The answer carries only what the form needs:
 * references as `{id, label}`, the copied values and the counts. Others get 403; a missing or
 * malformed id is a 404; nothing is ever written.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { createInvoice } from '../helpers/billing';
import { call } from '../helpers/http';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  ok,
  refused,
  setupPartsFlow,
  shipperData,
  type Row,
} from '../helpers/parts-flow';
import { createUser, type TestUser } from '../helpers/users';
import { later } from '../helpers/dates';

const ctx = setupPartsFlow();
const users = {} as Record<'packingEditor' | 'invoiceEditor' | 'shipperViewer' | 'packingViewer', TestUser>;
let shipper: Row;
let packing: Row;
let invoiced: Row;

beforeAll(async () => {
  for (const role of ['packingEditor', 'invoiceEditor', 'shipperViewer', 'packingViewer'] as const) {
    users[role] = await createUser(ctx.app, ctx.db, { roles: [role] });
  }
  const customer = (await createCustomer(ctx)).id;
  const product = (await createProduct(ctx, customer)).id;
  await ctx.db.update(resourceTables.product).set({ price: '2.50' }).where(eq(resourceTables.product.id, product));
  shipper = ok(
    await as(ctx, 'POST', '/api/shipper', {
      body: { data: shipperData(customer, product, 10, { po: 'PO-77', rma: 'RMA-5' }) },
    }),
  );
  packing = await createPacking(ctx, shipper, 4);
  invoiced = await createInvoice(ctx, await createPacking(ctx, shipper, 1), { date: later('01-01'), unitPrice: 3 });
});

const get = (user: TestUser, path: string, lang = 'en') => call(ctx.app, 'GET', path, { token: user.token, lang });

describe('a packing list from a shipper', () => {
  test("a packing editor, who may not read shippers, gets the form's start and the remaining count", async () => {
    expect((await get(users.packingEditor, `/api/shipper/${shipper.id}`)).status).toBe(403);
    const body = ok<Record<string, unknown>>(
      await get(users.packingEditor, `/api/shipper/${shipper.id}/packing-prefill`),
    );
    expect(body).toEqual({
      shipper: { id: shipper.id, label: String(shipper.valueID) },
      customer: { id: shipper.customer, label: expect.any(String) },
      product: { id: shipper.product, label: expect.any(String) },
      po: 'PO-77',
      rma: 'RMA-5',
      quantity: 10,
      packed: 5,
      remaining: 5,
    });
    // Labels are the referenced records' own (what the form's lookups show), nothing more of them.
    expect((body.customer as { label: string }).label).toMatch(/^customer /);
  });

  test('roles that may not create packing lists get 403, in their language, and nothing is written', async () => {
    const res = await refused(ctx, 403, () =>
      get(users.shipperViewer, `/api/shipper/${shipper.id}/packing-prefill`, 'pt-BR'),
    );
    expect(res.message).toBe('Desculpe, você não tem acesso a esta página');
    expect((await get(users.invoiceEditor, `/api/shipper/${shipper.id}/packing-prefill`)).status).toBe(403);
  });

  test('an unknown or malformed shipper id is a 404', async () => {
    const unknown = await refused(ctx, 404, () =>
      get(users.packingEditor, '/api/shipper/00000000-0000-4000-8000-000000000000/packing-prefill'),
    );
    expect(unknown.message).toBeTruthy();
    await refused(ctx, 404, () => get(users.packingEditor, "/api/shipper/1' or '1'='1/packing-prefill"));
  });
});

describe('an invoice from a packing list', () => {
  test("an invoice editor, who may not read packing lists, gets its references, quantity and the part's price", async () => {
    expect((await get(users.invoiceEditor, `/api/packing/${packing.id}`)).status).toBe(403);
    expect(ok(await get(users.invoiceEditor, `/api/packing/${packing.id}/invoice-prefill`))).toEqual({
      packing: { id: packing.id, label: String(packing.valueID) },
      status: 'Active',
      customer: { id: shipper.customer, label: expect.any(String) },
      product: { id: shipper.product, label: expect.any(String) },
      quantity: 4,
      unitPrice: 2.5,
      invoice: null,
    });
  });

  test('an invoiced packing list names its invoice, so the page offers it instead of billing twice', async () => {
    const body = ok<{ invoice: unknown }>(
      await get(users.invoiceEditor, `/api/packing/${invoiced.packing}/invoice-prefill`),
    );
    expect(body.invoice).toEqual({ id: invoiced.id, label: String(invoiced.valueID) });
  });

  test('roles that may not create invoices get 403; an unknown packing list is a 404; nothing is written', async () => {
    await refused(ctx, 403, () => get(users.packingViewer, `/api/packing/${packing.id}/invoice-prefill`));
    await refused(ctx, 403, () => get(users.packingEditor, `/api/packing/${packing.id}/invoice-prefill`));
    await refused(ctx, 404, () =>
      get(users.invoiceEditor, '/api/packing/00000000-0000-4000-8000-000000000000/invoice-prefill'),
    );
  });
});
