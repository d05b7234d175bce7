/**
 * GET /api/invoice/{id}/pdf/content, /api/packing/{id}/pdf/content and /api/packing/{id}/certificate/content:
 * a document's text as its PDF lays it out, for the record's page, in the reader's language (the PDF
 * itself is printed in the customer's); no images, QR code or page numbers.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import type { DocumentText } from '../../resources/kit/document-text';
import { documentTextAnswer } from '../../resources/kit/document-text-answer';
import { describedBy } from '../helpers/answer-schema';
import { call } from '../helpers/http';
import { as, createPacking, createShipper, ok, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const content = async (path: string, lang = 'en') => {
  const res = await describedBy(
    documentTextAnswer,
    call<DocumentText>(ctx.app, 'GET', path, { token: ctx.owner.token, lang }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return JSON.parse(nbsp(JSON.stringify(res.body))) as DocumentText;
};
const line = (lines: [string, string][], label: string) => lines.find(([l]) => l === label)?.[1];

let customer: Row;
let product: Row;
let packing: Row;
let invoice: Row;

beforeAll(async () => {
  ok(
    await as(ctx, 'PUT', '/api/settings/profile', {
      body: {
        profile: {
          shopName: 'Acme Plating Ltd.',
          address: '100 Industrial Way\nDayton, OH 45402',
          taxId: '31-1234567',
          currency: 'USD',
          documentLanguage: 'en',
          paymentInstructions: 'Remit to First Bank',
        },
      },
    }),
  );
  // A Portuguese-speaking customer: its PDFs are in Portuguese, its page follows the reader.
  customer = ok(
    await as(ctx, 'POST', '/api/customer', {
      body: {
        data: {
          name: `Galvânica ${unique('c')}`,
          address: 'Rua da Conceição, 12\nSão Paulo',
          email: 'compras@galvanica.test',
          term: 'T30',
          language: 'pt-BR',
        },
      },
    }),
  );
  product = ok(
    await as(ctx, 'POST', '/api/product', {
      body: { data: { part: unique('PN'), customer: customer.id, description: 'Zinc-nickel, 8 µm' } },
    }),
  );
  packing = await createPacking(ctx, await createShipper(ctx, customer.id, product.id, 10), 4, { po: 'PO-77' });
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  invoice = ok(
    await as(ctx, 'POST', '/api/invoice', {
      body: { data: { date, packing: packing.id, customer: customer.id, product: product.id, unitPrice: 1234.5 } },
    }),
  );
});

describe('a document on its record page', () => {
  test('an invoice: letterhead, title and number, terms, bill to, its line, totals and payment instructions, in English for an English reader', async () => {
    const sheet = await content(`/api/invoice/${invoice.id}/pdf/content`);
    expect(sheet.letterhead).toEqual({
      name: 'Acme Plating Ltd.',
      details: ['100 Industrial Way', 'Dayton, OH 45402', 'EIN: 31-1234567'],
    });
    expect([sheet.title, sheet.number]).toEqual(['Invoice', `No. ${invoice.valueID}`]);
    expect(line(sheet.meta, 'Terms')).toBe('Net 30');
    expect(line(sheet.meta, 'Customer PO')).toBe('PO-77');
    expect(sheet.parties).toEqual([['Bill to', `${customer.name}\nRua da Conceição, 12\nSão Paulo`]]);
    expect(sheet.table?.columns.map((c) => c.label)).toEqual([
      'Part Number',
      'Description',
      'Quantity',
      'Unit price',
      'Amount',
    ]);
    expect(sheet.table?.rows).toEqual([[product.part, 'Zinc-nickel, 8 µm', '4', '$1,234.50', '$4,938.00']]);
    expect(line(sheet.totals!, 'Balance due')).toBe('$4,938.00');
    expect(line(sheet.blocks, 'Payment instructions (remit to, bank)')).toBe('Remit to First Bank');
    // Only the text: the picture-only parts stay in the PDF.
    expect(Object.keys(sheet).sort()).toEqual([
      'blocks',
      'letterhead',
      'meta',
      'number',
      'parties',
      'table',
      'title',
      'totals',
    ]);
  });

  test("in Portuguese for a Portuguese reader: labels, dates and money as Brazil writes them, in the shop's currency", async () => {
    const sheet = await content(`/api/invoice/${invoice.id}/pdf/content`, 'pt-BR');
    expect([sheet.title, line(sheet.meta, 'Condições')]).toEqual(['Fatura', '30 dias']);
    expect(sheet.parties[0][0]).toBe('Faturar para');
    expect(sheet.table?.rows[0].slice(3)).toEqual(['US$ 1.234,50', 'US$ 4.938,00']);
    expect(line(sheet.totals!, 'Saldo devedor')).toBe('US$ 4.938,00');
  });

  test("a packing slip and its certificate: ship to, shipped, received and remaining; the certificate's statement and numbers", async () => {
    const slip = await content(`/api/packing/${packing.id}/pdf/content`);
    expect([slip.title, slip.parties[0][0]]).toEqual(['Packing slip', 'Ship to']);
    expect(slip.table?.rows).toEqual([[product.part, 'Zinc-nickel, 8 µm', '4', '10', '6']]);
    const certificate = await content(`/api/packing/${packing.id}/certificate/content`);
    expect(certificate.title).toBe('Certificate of conformance');
    expect(line(certificate.meta, 'Customer PO')).toBe('PO-77');
  });

  test("needs the record's read permission (403) and a token (401); an unknown or malformed id is a 404 in the reader's language", async () => {
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    for (const path of [`/api/invoice/${invoice.id}/pdf/content`, `/api/packing/${packing.id}/certificate/content`]) {
      expect((await call(ctx.app, 'GET', path, { token: viewer.token })).status, path).toBe(403);
      expect((await call(ctx.app, 'GET', path)).status, path).toBe(401);
    }
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await call(ctx.app, 'GET', `/api/invoice/${id}/pdf/content`, { token: ctx.owner.token });
      expect([res.status, res.body]).toEqual([404, { message: 'Record not found' }]);
    }
    const pt = await call(ctx.app, 'GET', `/api/packing/${randomUUID()}/pdf/content`, {
      token: ctx.owner.token,
      lang: 'pt-BR',
    });
    expect([pt.status, pt.body]).toEqual([404, { message: 'Registro não encontrado' }]);
  });
});
