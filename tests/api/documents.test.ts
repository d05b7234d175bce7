/** GET /api/packing/{id}/pdf and /api/invoice/{id}/pdf: server-rendered documents (README, "What it does today"), read back with PDF.js. */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { call, callRaw } from '../helpers/http';
import {
  as, createPacking, createShipper, ok, packingData, setupPartsFlow, shipperFlow, unique, updatePacking, type Row,
} from '../helpers/parts-flow';
import { pdfText } from '../helpers/pdf-text';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

/** The PDF at `path` as the owner sees it, as text. */
async function fetchPdf(path: string, lang?: string) {
  const res = await callRaw(ctx.app, path, { token: ctx.owner.token, lang });
  expect(res.status, res.body.toString()).toBe(200);
  expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
  return { headers: res.headers, text: await pdfText(res.body) };
}

/** A customer with an accented name and address, one of its parts with a name, and a packing of 4 of 10. */
async function accentedFlow() {
  const customer = ok(await as(ctx, 'POST', '/api/customer', {
    body: { data: { name: `Galvânica São João ${unique('c')}`, address: 'Rua da Conceição, 12\nSão Paulo', email: 'compras@galvanica.test', term: 'T30' } },
  }));
  const product = ok(await as(ctx, 'POST', '/api/product', {
    body: { data: { part: unique('PN'), customer: customer.id, name: 'Flange de ação rápida' } },
  }));
  const shipper = await createShipper(ctx, customer.id, product.id, 10);
  const packing = await createPacking(ctx, shipper, 4, { po: 'PO-77', rma: 'RMA-9' });
  return { customer, product, shipper, packing };
}

const packingPdf = (packing: Row) => `/api/packing/${packing.id}/pdf`;
/** yyyy-MM-dd, `days` after today (UTC). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the packing slip PDF', () => {
  test('shows the packing, its customer, part, quantity and the QR page URL, inline and never cached', async () => {
    const { customer, product, shipper, packing } = await accentedFlow();
    // The record's own url leads to its PDF.
    expect(packing.url).toBe(packingPdf(packing));
    const { headers, text } = await fetchPdf(packingPdf(packing));
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(`inline; filename="packing-${packing.valueID}.pdf"`);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(text).toContain(`Packing slip No. ${packing.valueID}`);
    expect(text).toContain(customer.name as string);
    expect(text).toContain('Rua da Conceição, 12');
    expect(text).toContain(product.part as string);
    expect(text).toContain('Flange de ação rápida');
    expect(text).toMatch(/Quantity\s+4\n/);
    expect(text).toMatch(/PO\s+PO-77/);
    expect(text).toMatch(/RMA\s+RMA-9/);
    expect(text).toMatch(new RegExp(`Shipper\\s+${shipper.valueID}\\n`));
    expect(text).toMatch(/Status\s+Active/);
    expect(text).toContain(`http://127.0.0.1:8080/qr/${packing.id}`);
  });

  test('follows an edit: the next PDF shows the new quantity', async () => {
    const { shipper, packing } = await accentedFlow();
    ok(await updatePacking(ctx, packing.id, packingData(shipper, 7, { po: 'PO-77', rma: 'RMA-9' })));
    const { text } = await fetchPdf(packingPdf(packing));
    expect(text).toMatch(/Quantity\s+7\n/);
  });

  test('speaks the caller\'s language, accents intact', async () => {
    const { customer, packing } = await accentedFlow();
    const { text } = await fetchPdf(packingPdf(packing), 'pt-BR');
    expect(text).toContain(`Romaneio Nº ${packing.valueID}`);
    for (const label of ['Número da peça', 'Nome da peça', 'Situação', 'Quantidade', 'Remessa', 'Leia o código para consultar este romaneio online']) {
      expect(text).toContain(label);
    }
    expect(text).toContain(customer.name as string);
    expect(text).toContain('São Paulo');
  });

  test('prints letters Helvetica lacks as their base letter or a question mark, never as other glyphs', async () => {
    const customer = ok(await as(ctx, 'POST', '/api/customer', {
      body: { data: { name: `Łódź Plating ${unique('c')}`, email: 'lodz@plating.test', term: 'T30' } },
    }));
    const product = ok(await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('PN'), customer: customer.id } } }));
    const packing = await createPacking(ctx, await createShipper(ctx, customer.id, product.id, 2), 2);
    const { text } = await fetchPdf(packingPdf(packing));
    expect(text).toContain('?ódz Plating');
  });

  test('needs packingRead (403) and a token (401)', async () => {
    const { shipper } = await shipperFlow(ctx, 3);
    const packing = await createPacking(ctx, shipper, 3);
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    expect((await call(ctx.app, 'GET', packingPdf(packing), { token: viewer.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', packingPdf(packing))).status).toBe(401);
  });

  test('an unknown or malformed id is a 404 with the not-found message', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await call(ctx.app, 'GET', `/api/packing/${id}/pdf`, { token: ctx.owner.token });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: 'Record not found' });
    }
  });
});

describe('the invoice PDF', () => {
  test('shows the invoice, its packing list, quantity, prices and payment, with the packing\'s QR URL', async () => {
    const { customer, product, packing } = await accentedFlow();
    // Dated ahead of today, so it is not yet past due (Expired) whatever the clock says.
    const date = daysFromToday(2);
    const invoice = ok(await as(ctx, 'POST', '/api/invoice', {
      body: { data: { date, packing: packing.id, customer: customer.id, product: product.id, unitPrice: 2.5 } },
    }));
    expect(invoice.dueDate).toBe(daysFromToday(32));
    const path = `/api/invoice/${invoice.id}/pdf`;
    expect(invoice.url).toBe(path);
    const { headers, text } = await fetchPdf(path);
    expect(headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.valueID}.pdf"`);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(text).toContain(`Invoice No. ${invoice.valueID}`);
    expect(text).toContain(customer.name as string);
    expect(text).toContain(product.part as string);
    expect(text).toMatch(new RegExp(`Packing list\\s+${packing.valueID}\\n`));
    expect(text).toMatch(/Quantity\s+4\n/);
    expect(text).toMatch(/Unit price\s+2\.50/);
    expect(text).toMatch(/Total\s+10\.00/);
    expect(text).toMatch(new RegExp(`Due date\\s+${invoice.dueDate}`));
    expect(text).toMatch(/Status\s+Pending/);
    expect(text).toContain(`/qr/${packing.id}`);

    const payment = { invoice: invoice.id, amount: 10, date: '2026-03-20', check: 'CHK-55' };
    ok(await as(ctx, 'POST', '/api/invoice-payment', { body: { data: payment } }));
    const after = await fetchPdf(path, 'pt-BR');
    expect(squash(after.text)).toContain(`Fatura Nº ${invoice.valueID}`);
    expect(after.text).toMatch(/Pago\s+10,00/);
    expect(after.text).toMatch(/Data do pagamento\s+2026-03-20/);
    expect(after.text).toMatch(/Número do cheque\s+CHK-55/);
    expect(after.text).toMatch(/Situação\s+Paid/);
  });

  test('needs invoiceRead (403); an unknown id is a 404', async () => {
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['packingViewer'] });
    expect((await call(ctx.app, 'GET', `/api/invoice/${randomUUID()}/pdf`, { token: viewer.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', `/api/invoice/${randomUUID()}/pdf`, { token: ctx.owner.token })).status).toBe(404);
  });
});
