/**
 * Voiding an invoice asks why (docs/domain-rules.md#invoices): `voidReason` is required with the status Void and
 * given only then, refused under the field in the caller's language with nothing written; once given it is stored,
 * kept in the audit log entry and printed on the VOID invoice.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { createInvoice, getRecord, postInvoice, invoiceData, refusedBilling } from '../helpers/billing';
import { call, callRaw } from '../helpers/http';
import { createPacking, ok, setupPartsFlow, shipperFlow } from '../helpers/parts-flow';
import { pdfText } from '../helpers/pdf-text';

const ctx = setupPartsFlow();
const billable = async () => createPacking(ctx, (await shipperFlow(ctx, 10)).shipper, 2);
const put = (id: string, data: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'PUT', `/api/invoice/${id}`, { token: ctx.owner.token, lang, body: { id, data } });

const required = {
  en: 'Void reason is required to void an invoice',
  'pt-BR': 'Motivo do cancelamento é obrigatório para cancelar a fatura',
};
const onlyVoid = {
  en: 'Void reason is given only when voiding the invoice',
  'pt-BR': 'Motivo do cancelamento só é informado ao cancelar a fatura',
};

describe('voiding an invoice', () => {
  test('Void without a reason (missing, empty or blank) is refused under the field, in en and pt-BR; nothing is written', async () => {
    const invoice = await createInvoice(ctx, await billable());
    for (const lang of ['en', 'pt-BR'] as const) {
      for (const reason of [undefined, null, '', '   ']) {
        const body = await refusedBilling(ctx, 400, () =>
          put(invoice.id, { status: 'Void', ...(reason === undefined ? {} : { voidReason: reason }) }, lang),
        );
        expect(body.errors, JSON.stringify(reason)).toEqual({ voidReason: required[lang] });
      }
    }
    expect((await getRecord(ctx, 'invoice', invoice.id)).status).toBe('Pending');
  });

  test('a create as Void without a reason is refused too, and writes no invoice', async () => {
    const packing = await billable();
    const body = await refusedBilling(ctx, 400, () => postInvoice(ctx, invoiceData(packing, { status: 'Void' })));
    expect(body.errors).toEqual({ voidReason: required.en });
  });

  test('a reason on an invoice that is not being voided is refused, in en and pt-BR; nothing is written', async () => {
    const invoice = await createInvoice(ctx, await billable());
    for (const lang of ['en', 'pt-BR'] as const) {
      const body = await refusedBilling(ctx, 400, () => put(invoice.id, { voidReason: 'Billed twice' }, lang));
      expect(body.errors).toEqual({ voidReason: onlyVoid[lang] });
    }
  });

  test('with a reason: stored, in the audit entry, and printed on the VOID invoice', async () => {
    const invoice = await createInvoice(ctx, await billable());
    const reason = 'Billed twice: packing list re-issued under invoice 2040';
    expect(ok(await put(invoice.id, { status: 'Void', voidReason: ` ${reason} ` }))).toMatchObject({
      status: 'Void',
      voidReason: reason,
    });
    expect(await getRecord(ctx, 'invoice', invoice.id)).toMatchObject({ status: 'Void', voidReason: reason });
    const { auditLog } = resourceTables;
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'update')));
    expect(entry.values).toMatchObject({ status: 'Void', voidReason: reason });
    const res = await callRaw(ctx.app, `/api/invoice/${invoice.id}/pdf`, { token: ctx.owner.token });
    expect(res.status).toBe(200);
    const text = (await pdfText(res.body)).replace(/\u00a0/g, ' ');
    expect(text).toContain('VOID');
    expect(text).toMatch(/Void reason\n/);
    expect(text).toContain(reason);
    const sheet = ok<{ blocks: [string, string][] }>(
      await call(ctx.app, 'GET', `/api/invoice/${invoice.id}/pdf/content`, { token: ctx.owner.token }),
    );
    expect(sheet.blocks).toContainEqual(['Void reason', reason]);
  });
});
