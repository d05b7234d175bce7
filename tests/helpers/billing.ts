/** Invoice factories and snapshots for the billing API tests (docs/domain-rules.md#invoices). */
import { asc } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import type { CallResult } from './http';
import { as, ok, packingSnapshot, refused, type PartsFlowContext, type Row } from './parts-flow';
import { later } from './dates';

/** An invoice body as /invoice/new-from-packing fills it: customer, product and packing from the packing. */
export function invoiceData(packing: Row, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 'Pending',
    date: later('04-01'),
    packing: packing.id,
    customer: packing.customer,
    product: packing.product,
    unitPrice: null,
    ...extra,
  };
}

/** Records a payment on an invoice (amount, date and check number as the Record payment dialog sends them). */
export const postPayment = (
  ctx: PartsFlowContext,
  invoice: string,
  amount: unknown,
  extra: Record<string, unknown> = {},
) =>
  as(ctx, 'POST', '/api/invoice-payment', {
    body: { data: { invoice, amount, date: later('04-15'), check: null, notes: null, ...extra } },
  });

export const postInvoice = (ctx: PartsFlowContext, data: Record<string, unknown>) =>
  as(ctx, 'POST', '/api/invoice', { body: { data } });

export const updateInvoice = (ctx: PartsFlowContext, id: string, data: Record<string, unknown>) =>
  as(ctx, 'PUT', `/api/invoice/${id}`, { body: { id, data } });

export async function createInvoice(
  ctx: PartsFlowContext,
  packing: Row,
  extra: Record<string, unknown> = {},
): Promise<Row> {
  return ok(await postInvoice(ctx, invoiceData(packing, extra)));
}

export const getRecord = async (ctx: PartsFlowContext, resource: string, id: string) =>
  ok(await as(ctx, 'GET', `/api/${resource}/${id}`));

/** packingSnapshot() plus every invoice row. */
export async function billingSnapshot(ctx: PartsFlowContext) {
  const invoices = await ctx.db.select().from(resourceTables.invoice).orderBy(asc(resourceTables.invoice.id));
  return { ...(await packingSnapshot(ctx)), invoices };
}

/** refused(), also checking that no packing or invoice row changed. */
export const refusedBilling = (ctx: PartsFlowContext, status: number, request: () => Promise<CallResult>) =>
  refused(ctx, status, request, billingSnapshot);
