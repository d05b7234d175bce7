/**
 * One non-void invoice per packing list, also when requests cross (the packing row is locked
 * first), and the calendar's part of an invoice's status: the expiry sweep.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { expireOverdueInvoices } from '../../server/services/billing/expire-invoices';
import { createInvoice, getRecord, invoiceData, postInvoice, postPayment, updateInvoice } from '../helpers/billing';
import { as, auditCount, createPacking, ok, setupPartsFlow, shipperFlow } from '../helpers/parts-flow';
import { later as day } from '../helpers/dates';

const ctx = setupPartsFlow();
const billable = async (quantity = 2) => createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, quantity);

describe('invoices sent at once', () => {
  test('eight invoices for one packing list: exactly one is written', async () => {
    const packing = await billable();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postInvoice(ctx, invoiceData(packing, { unitPrice: 1 }))),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invoice \d+ already bills this packing list$/);
    }
    const rows = await ctx.db
      .select()
      .from(resourceTables.invoice)
      .where(eq(resourceTables.invoice.packing, packing.id));
    expect(rows).toHaveLength(1);
    expect((await getRecord(ctx, 'packing', packing.id)).invoice).toBe(rows[0].id);
  });

  test('voiding a packing list while it is being invoiced: never both', async () => {
    for (let round = 0; round < 4; round++) {
      const packing = await billable();
      const [voided, invoiced] = await Promise.all([
        as(ctx, 'PUT', `/api/packing/${packing.id}`, { body: { id: packing.id, data: { status: 'Void' } } }),
        postInvoice(ctx, invoiceData(packing)),
      ]);
      expect([voided.status, invoiced.status].sort(), JSON.stringify([voided.body, invoiced.body])).toEqual([200, 400]);
      const stored = await getRecord(ctx, 'packing', packing.id);
      expect(stored.status === 'Void').toBe(voided.status === 200);
      expect(stored.invoice === null).toBe(invoiced.status === 400);
    }
  });
});

describe('the expiry sweep', () => {
  test('moves unpaid invoices past due to Expired, audited as the system, and only those', async () => {
    const due = await createInvoice(ctx, await billable(), { date: day('01-01'), unitPrice: 5 });
    const paid = await createInvoice(ctx, await billable(), { date: day('01-01'), unitPrice: 5 });
    ok(await postPayment(ctx, paid.id, 10));
    paid.status = (await getRecord(ctx, 'invoice', paid.id)).status;
    const voided = await createInvoice(ctx, await billable(), { date: day('01-01') });
    ok(await updateInvoice(ctx, voided.id, { status: 'Void', voidReason: 'Billed twice' }));
    const later = await createInvoice(ctx, await billable(), { date: day('06-01') });
    expect([due.dueDate, paid.status]).toEqual([day('01-31'), 'Paid']);

    const audit = await auditCount(ctx);
    expect(await expireOverdueInvoices(ctx.db, day('01-31'))).toBe(0);
    expect(await expireOverdueInvoices(ctx.db, day('02-01'))).toBe(1);
    expect(await auditCount(ctx)).toBe(audit + 1);
    const statuses = await Promise.all(
      [due, paid, voided, later].map(async ({ id }) => (await getRecord(ctx, 'invoice', id)).status),
    );
    expect(statuses).toEqual(['Expired', 'Paid', 'Void', 'Pending']);
    const [entry] = await ctx.db
      .select()
      .from(resourceTables.auditLog)
      .where(eq(resourceTables.auditLog.entityId, due.id))
      .then((rows) => rows.filter((r) => r.createdByEmail === 'system'));
    expect(entry).toMatchObject({ action: 'update', createdById: null, entityName: 'invoice' });
    expect(await expireOverdueInvoices(ctx.db, day('02-01'))).toBe(0);
    // Paying it in full afterwards makes it Paid.
    ok(await postPayment(ctx, due.id, 10));
    expect((await getRecord(ctx, 'invoice', due.id)).status).toBe('Paid');
  });
});
