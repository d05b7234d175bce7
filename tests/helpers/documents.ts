/**
 * What the document tests share: a parts flow to print, the company profile that heads it, and each
 * document's PDF read back as text with PDF.js.
 */
import { expect } from 'vitest';
import { callRaw } from './http';
import { upload } from './multipart';
import { as, createPacking, createShipper, ok, unique, type PartsFlowContext, type Row } from './parts-flow';
import { pdfText } from './pdf-text';
import { tinyPng } from './png';

const profile = {
  shopName: 'Acme Plating Ltd.',
  address: '100 Industrial Way\nDayton, OH 45402',
  phone: '+1 937 555 0100',
  email: 'billing@acmeplating.example.com',
  website: 'acmeplating.example.com',
  taxId: '31-1234567',
  currency: 'USD',
  documentLanguage: 'en',
  paymentInstructions: 'Remit to Acme Plating, First Bank, account 000123456',
  invoiceTerms: 'Late payments bear 1.5% interest per month.',
  certificateStatement: 'We certify that these parts were plated to the specification shown.',
  signatoryName: 'Maria Souza',
  signatoryTitle: 'Quality Manager',
};

export const packingPdf = (packing: Row) => `/api/packing/${packing.id}/pdf`;
export const certificatePdf = (packing: Row) => `/api/packing/${packing.id}/certificate`;
export const invoicePdf = (invoice: Row) => `/api/invoice/${invoice.id}/pdf`;

/** What an invoice update may send back: its writable fields. */
export const pick = (invoice: Row) => ({
  date: invoice.date,
  packing: invoice.packing,
  customer: invoice.customer,
  product: invoice.product,
  unitPrice: invoice.unitPrice,
});

export function documentTools(ctx: PartsFlowContext) {
  /** The PDF at `path` as text, its no-break spaces as plain ones; pages split by form feeds. */
  async function fetchPdf(path: string) {
    const res = await callRaw(ctx.app, path, { token: ctx.owner.token });
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    return { headers: res.headers, bytes: res.body, text: (await pdfText(res.body)).replace(/\u00a0/g, ' ') };
  }

  async function saveProfile(changes: Record<string, unknown> = {}) {
    const logo = ok(
      await upload(ctx.app, '/api/files/companyProfile/logo', tinyPng([20, 70, 150]), { token: ctx.owner.token }),
    );
    ok(
      await as(ctx, 'PUT', '/api/settings/profile', {
        body: { profile: { ...profile, logo: [{ id: logo.id }], ...changes } },
      }),
    );
  }

  /** A customer (in `language`, if given), one of its parts with a specification, and a packing of 4 of 10. */
  async function flow(language?: string, description = 'Zinc-nickel, 8 µm') {
    const customer = ok(
      await as(ctx, 'POST', '/api/customer', {
        body: {
          data: {
            name: `Galvânica São João ${unique('c')}`,
            address: 'Rua da Conceição, 12\nSão Paulo',
            email: 'compras@galvanica.test',
            term: 'T30',
            language,
          },
        },
      }),
    );
    const product = ok(
      await as(ctx, 'POST', '/api/product', {
        body: {
          data: {
            part: unique('PN'),
            customer: customer.id,
            name: 'Flange de ação rápida',
            description,
            specification: 'Electroless nickel per AMS 2404, Class 2',
            serial: 'LOT-42',
          },
        },
      }),
    );
    const shipper = await createShipper(ctx, customer.id, product.id, 10);
    const packing = await createPacking(ctx, shipper, 4, { po: 'PO-77', rma: 'RMA-9', notes: 'Handle with gloves.' });
    return { customer, product, shipper, packing };
  }

  async function invoiceFor({ customer, product, packing }: Awaited<ReturnType<typeof flow>>) {
    // Dated ahead of today, so it is not yet past due (Expired) whatever the clock says.
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    return ok(
      await as(ctx, 'POST', '/api/invoice', {
        body: { data: { date, packing: packing.id, customer: customer.id, product: product.id, unitPrice: 1234.5 } },
      }),
    );
  }

  return { fetchPdf, saveProfile, flow, invoiceFor };
}
