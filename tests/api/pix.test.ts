/**
 * GET /api/invoice/{id}/pix (issue 40): a BR Code for the balance due, to the company profile's PIX key,
 * read back field by field; refused with a clear message without a key, in another currency, for a
 * void or paid invoice; and the profile refuses a key no bank registers, writing nothing.
 */
import { describe, expect, test } from 'vitest';
import { crc16 } from '../../server/services/billing/br-code';
import { createInvoice, postPayment, updateInvoice } from '../helpers/billing';
import { readTlv } from '../helpers/br-code-reader';
import { call, callRaw } from '../helpers/http';
import { pdfText } from '../helpers/pdf-text';
import { as, createPacking, ok, refused, setupPartsFlow, shipperFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

const brazilian = {
  shopName: 'Galvânica Campinas Ltda',
  address: 'Rua Barão de Jaguara, 100\nCampinas SP',
  currency: 'BRL',
  documentLanguage: 'pt-BR',
  pixKey: '11.222.333/0001-81',
  city: 'Campinas',
};
const saveProfile = (profile: Record<string, unknown>) =>
  as(ctx, 'PUT', '/api/settings/profile', { body: { profile } });
const profileRow = async () => ok(await as(ctx, 'GET', '/api/settings/profile'));

/** An invoice of 4 parts at R$ 1.234,50 (total 4.938,00). */
async function invoice() {
  const { shipper } = await shipperFlow(ctx, 10);
  const packing = await createPacking(ctx, shipper, 4);
  return createInvoice(ctx, packing, { unitPrice: 1234.5 });
}
const pix = (id: string) => as(ctx, 'GET', `/api/invoice/${id}/pix`);

describe('the PIX charge of an invoice', () => {
  test('refuses without a PIX key, saying where the owner adds one', async () => {
    const res = await pix(String((await invoice()).id));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/PIX key/);
  });

  test('the company profile refuses a key no bank registers, and a key without its city; nothing is written', async () => {
    ok(await saveProfile({ ...brazilian, pixKey: null, city: null }));
    const before = await profileRow();
    for (const [changes, field] of [
      [{ pixKey: '12.345.678/0001-00' }, 'pixKey'],
      [{ pixKey: '+1 937 555 0100' }, 'pixKey'],
      [{ city: null }, 'city'],
    ] as const) {
      const res = await saveProfile({ ...brazilian, ...changes });
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(changes)).toEqual([field]);
      expect(await profileRow()).toEqual(before);
    }
  });

  test('charges the balance due to the key, read back field by field with its CRC', async () => {
    ok(await saveProfile(brazilian));
    const bill = await invoice();
    const first = ok<{ payload: string; amount: number }>(await pix(String(bill.id)));
    expect(first.amount).toBe(4938);
    const fields = readTlv(first.payload);
    expect(Object.fromEntries(readTlv(fields.get('26')!))).toEqual({ '00': 'br.gov.bcb.pix', '01': '11222333000181' });
    expect([fields.get('53'), fields.get('54'), fields.get('58')]).toEqual(['986', '4938.00', 'BR']);
    expect([fields.get('59'), fields.get('60')]).toEqual(['Galvanica Campinas Ltda', 'Campinas']);
    expect(readTlv(fields.get('62')!).get('05')).toBe(`FAT${String(bill.valueID)}`);
    expect(fields.get('63')).toBe(crc16(first.payload.slice(0, -4)));
    // After a part payment, the balance.
    ok(await postPayment(ctx, String(bill.id), 938));
    const rest = ok<{ payload: string; amount: number }>(await pix(String(bill.id)));
    expect(rest.amount).toBe(4000);
    expect(readTlv(rest.payload).get('54')).toBe('4000.00');
    // Paid in full: nothing to charge.
    ok(await postPayment(ctx, String(bill.id), 4000));
    const paid = await pix(String(bill.id));
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe(`Invoice ${String(bill.valueID)} is paid: nothing to charge`);
  });

  test('the invoice PDF carries the code and its text while due; a paid one prints neither nor how to pay', async () => {
    ok(await saveProfile({ ...brazilian, paymentInstructions: 'Banco Exemplo, agência 0001' }));
    const bill = await invoice();
    const { payload } = ok<{ payload: string }>(await pix(String(bill.id)));
    const printed = async () => {
      const res = await callRaw(ctx.app, `/api/invoice/${String(bill.id)}/pdf`, { token: ctx.owner.token });
      expect(res.status).toBe(200);
      return (await pdfText(res.body)).replace(/\u00a0/g, ' ');
    };
    const due = await printed();
    expect(due).toContain('Pague R$ 4.938,00 com PIX');
    expect(due.replace(/\s+/g, '')).toContain(payload.replace(/\s+/g, ''));
    expect(due).toContain('Banco Exemplo');
    ok(await postPayment(ctx, String(bill.id), 4938));
    const paid = await printed();
    expect(paid).not.toContain('PIX');
    expect(paid).not.toContain('Banco Exemplo');
  });

  test('refuses a void invoice, a shop billing in another currency, and a caller who may not read invoices', async () => {
    ok(await saveProfile(brazilian));
    const bill = await invoice();
    const { date, packing, customer, product, unitPrice } = bill;
    const writable = { date, packing, customer, product, unitPrice };
    ok(await updateInvoice(ctx, String(bill.id), { ...writable, status: 'Void', voidReason: 'Billed twice' }));
    expect((await pix(String(bill.id))).body.message).toMatch(/is void/);
    ok(await saveProfile({ ...brazilian, currency: 'USD' }));
    const dollars = await invoice();
    expect((await pix(String(dollars.id))).body.message).toMatch(/reais/);
    const stranger = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    const res = await call(ctx.app, 'GET', `/api/invoice/${String(dollars.id)}/pix`, { token: stranger.token });
    expect(res.status).toBe(403);
    expect((await refused(ctx, 404, () => pix('00000000-0000-4000-8000-000000000000'))).message).toBe(
      'Record not found',
    );
  });
});
