/**
 * GET /api/packing/{id}/pdf, /api/packing/{id}/certificate and /api/invoice/{id}/pdf: the documents a
 * customer accepts (docs/domain-rules.md#documents-and-qr-page), read back with PDF.js.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { formatDate } from '../../i18n/format';
import { call, callRaw } from '../helpers/http';
import { upload } from '../helpers/multipart';
import {
  as,
  createPacking,
  createShipper,
  ok,
  packingData,
  setupPartsFlow,
  unique,
  updatePacking,
  type Row,
} from '../helpers/parts-flow';
import { pdfText } from '../helpers/pdf-text';
import { tinyPng } from '../helpers/png';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

/** The PDF at `path` as text, its no-break spaces as plain ones; pages split by form feeds. */
async function fetchPdf(path: string) {
  const res = await callRaw(ctx.app, path, { token: ctx.owner.token });
  expect(res.status, res.body.toString()).toBe(200);
  expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
  return { headers: res.headers, text: (await pdfText(res.body)).replace(/\u00a0/g, ' ') };
}

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

const packingPdf = (packing: Row) => `/api/packing/${packing.id}/pdf`;
const certificatePdf = (packing: Row) => `/api/packing/${packing.id}/certificate`;
const invoicePdf = (invoice: Row) => `/api/invoice/${invoice.id}/pdf`;

// In order: the first test runs before the profile exists.
describe('documents', () => {
  test("before the company profile is filled in, the letterhead says so, never the software's name", async () => {
    const { packing } = await flow();
    const { text } = await fetchPdf(packingPdf(packing));
    expect(text).toContain('Company profile not filled in');
    expect(text).not.toContain('Plating Back Office');
  });

  test('packing slip (en): letterhead, ship to, numbers, line table with shipped/received/remaining, notes, signature lines', async () => {
    await saveProfile();
    const { customer, product, shipper, packing } = await flow();
    const { headers, text } = await fetchPdf(packingPdf(packing));
    expect(headers['content-disposition']).toBe(`inline; filename="packing-${packing.valueID}.pdf"`);
    expect(headers['cache-control']).toBe('private, no-store');
    for (const part of [
      'Acme Plating Ltd.',
      '100 Industrial Way',
      'Tax id',
      '31-1234567',
      'Packing slip',
      `No. ${packing.valueID}`,
      'SHIP TO',
      customer.name as string,
      'São Paulo',
      'Handle with gloves.',
      'Received by',
      'Signature',
      'Page 1 of 1',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(/Customer PO\s+PO-77/);
    expect(text).toMatch(/RMA\s+RMA-9/);
    expect(text).toMatch(new RegExp(`Your shipper\\s+No\\. ${shipper.valueID}`));
    expect(text).toMatch(/Part Number\s+Description\s+Shipped\s+Received\s+Remaining/);
    expect(text).toMatch(new RegExp(`${product.part}\\s+Flange de ação rápida\\s+4\\s+10\\s+6`));
    expect(text).toContain(`Scan to open packing list No. ${packing.valueID} online`);
    expect(text).toContain(`http://127.0.0.1:8080/qr/${packing.id}`);
    // Internal statuses are not the customer's business.
    expect(text).not.toContain('Active');
  });

  test('follows an edit: the next slip shows the new quantity and remaining', async () => {
    const { shipper, packing } = await flow();
    ok(await updatePacking(ctx, packing.id, packingData(shipper, 7, { po: 'PO-77', rma: 'RMA-9' })));
    expect((await fetchPdf(packingPdf(packing))).text).toMatch(/Flange de ação rápida\s+7\s+10\s+3/);
  });

  test("invoice (en): dates, Net 30, bill to, line table, money in the shop's currency, payment instructions and terms", async () => {
    const data = await flow();
    const invoice = await invoiceFor(data);
    expect(invoice.url).toBe(invoicePdf(invoice));
    const { text } = await fetchPdf(invoicePdf(invoice));
    for (const part of [
      'Acme Plating Ltd.',
      'Invoice',
      `No. ${invoice.valueID}`,
      'BILL TO',
      data.customer.name as string,
      'Remit to Acme Plating, First Bank',
      'Late payments bear 1.5% interest',
      'Payment instructions',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(new RegExp(`Invoice date\\s+${formatDate(invoice.date, 'en').replace(/\//g, '\\/')}`));
    expect(text).toMatch(new RegExp(`Due date\\s+${formatDate(invoice.dueDate, 'en').replace(/\//g, '\\/')}`));
    expect(text).toMatch(/Terms\s+Net 30/);
    expect(text).toMatch(/Part Number\s+Description\s+Quantity\s+Unit price\s+Amount/);
    expect(text).toMatch(/4\s+\$1,234\.50\s+\$4,938\.00/);
    expect(text).toMatch(/Amount paid\s+\$0\.00/);
    expect(text).toMatch(/Balance due\s+\$4,938\.00/);
    expect(text).toContain(`Scan to open packing list No. ${data.packing.valueID} online`);
    expect(text).not.toMatch(/Pending|PAID|VOID/);

    ok(
      await as(ctx, 'POST', '/api/invoice-payment', {
        body: { data: { invoice: invoice.id, amount: 4938, date: '2026-03-20', check: 'CHK-55' } },
      }),
    );
    const paid = (await fetchPdf(invoicePdf(invoice))).text;
    expect(paid).toContain('PAID');
    expect(paid).toMatch(/Amount paid\s+\$4,938\.00/);
    expect(paid).toMatch(/Balance due\s+\$0\.00/);
  });

  test('a Void invoice carries the VOID stamp', async () => {
    const invoice = await invoiceFor(await flow());
    ok(
      await as(ctx, 'PUT', `/api/invoice/${invoice.id}`, {
        body: { id: invoice.id, data: { ...pick(invoice), status: 'Void', voidReason: 'Billed twice' } },
      }),
    );
    expect((await fetchPdf(invoicePdf(invoice))).text).toContain('VOID');
  });

  test('certificate of conformance (en): part, specification, quantity, numbers, lot, statement and signatory', async () => {
    const { shipper, packing, product } = await flow();
    const { headers, text } = await fetchPdf(certificatePdf(packing));
    expect(headers['content-disposition']).toBe(`inline; filename="certificate-${packing.valueID}.pdf"`);
    for (const part of [
      'Acme Plating Ltd.',
      'Certificate of conformance',
      'We certify that these parts were plated',
      'Maria Souza',
      'Quality Manager',
      `Scan to open packing list No. ${packing.valueID}`,
    ]) {
      expect(text, part).toContain(part);
    }
    // The specification wraps within its cell: its second line is read after the row's last column.
    expect(text).toMatch(
      new RegExp(
        `${product.part}\\s+Flange de ação rápida\\s+Electroless nickel per AMS 2404,\\s+4\\s+LOT-42\\s+Class 2`,
      ),
    );
    expect(text).toMatch(new RegExp(`Your shipper\\s+No\\. ${shipper.valueID}`));
    expect(text).toMatch(/Customer PO\s+PO-77/);
  });

  test("a pt-BR customer's documents are printed in Portuguese, money as the shop's currency in Brazilian form", async () => {
    await saveProfile({ currency: 'BRL' });
    const data = await flow('pt-BR');
    const slip = (await fetchPdf(packingPdf(data.packing))).text;
    for (const part of [
      'Romaneio',
      `Nº ${data.packing.valueID}`,
      'ENTREGAR A',
      'Recebido por',
      'Assinatura',
      'Página 1 de 1',
      'Pedido do cliente',
      'Sua remessa',
      'Leia o código para abrir o romaneio',
    ]) {
      expect(slip, part).toContain(part);
    }
    expect(slip).toMatch(/Número da peça\s+Descrição\s+Enviadas\s+Recebidas\s+Restantes/);
    const invoice = await invoiceFor(data);
    const bill = (await fetchPdf(invoicePdf(invoice))).text;
    for (const part of ['Fatura', 'FATURAR PARA', 'Condições', '30 dias líquidos', 'Saldo devedor', 'Valor pago'])
      expect(bill, part).toContain(part);
    expect(bill).toMatch(/4\s+R\$ 1\.234,50\s+R\$ 4\.938,00/);
    expect(bill).toMatch(new RegExp(`Data da fatura\\s+${formatDate(invoice.date, 'pt-BR').replace(/\//g, '\\/')}`));
    const certificate = (await fetchPdf(certificatePdf(data.packing))).text;
    for (const part of ['Certificado de conformidade', 'Especificação', 'Lote / série', 'Quantidade'])
      expect(certificate, part).toContain(part);
    // The shop's own language is English: another customer's documents stay in it, in reais.
    const english = await invoiceFor(await flow());
    expect((await fetchPdf(invoicePdf(english))).text).toMatch(/Balance due\s+R\$4,938\.00/);
  });

  test('a 21,845-character description flows onto further pages, each with the header and "Page n of N"', async () => {
    const long = 'Rack the parts by the flange; mask the threaded bore before plating. '.repeat(400).slice(0, 21845);
    const data = await flow(undefined, long);
    const invoice = await invoiceFor(data);
    for (const [path, title] of [
      [packingPdf(data.packing), `Packing slip No. ${data.packing.valueID}`],
      [invoicePdf(invoice), `Invoice No. ${invoice.valueID}`],
    ]) {
      const pages = (await fetchPdf(path)).text.split('\f');
      expect(pages.length, path).toBeGreaterThanOrEqual(3);
      pages.forEach((page, index) => {
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
        // The first page has the full letterhead; the others repeat who and what at the top.
        if (index > 0) expect(page.split('\n')[0]).toBe(`Acme Plating Ltd. ${title}`);
      });
      // Every character of the description is printed, nothing cut off at a page's foot (headers and footers aside).
      const body = pages.map((page, index) =>
        page.split('\n').filter((line, i) => !(index > 0 && i === 0) && !/Page \d+ of \d+$/.test(line)),
      );
      const printed = body.flat().join(' ').replace(/\s+/g, '');
      expect(printed).toContain(long.replace(/\s+/g, '').slice(-300));
      expect(printed.split('Racktheparts').length - 1).toBe(long.split('Rack the parts').length - 1);
    }
  });

  test('prints letters Helvetica lacks as their base letter or a question mark, never as other glyphs', async () => {
    const customer = ok(
      await as(ctx, 'POST', '/api/customer', {
        body: { data: { name: `Łódź Plating ${unique('c')}`, email: 'lodz@plating.test', term: 'T30' } },
      }),
    );
    const product = ok(
      await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('PN'), customer: customer.id } } }),
    );
    const packing = await createPacking(ctx, await createShipper(ctx, customer.id, product.id, 2), 2);
    expect((await fetchPdf(packingPdf(packing))).text).toContain('?ódz Plating');
  });

  test("needs the record's read permission (403) and a token (401); an unknown or malformed id is a 404", async () => {
    const { packing } = await flow();
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    for (const path of [packingPdf(packing), certificatePdf(packing), `/api/invoice/${randomUUID()}/pdf`]) {
      expect((await call(ctx.app, 'GET', path, { token: viewer.token })).status, path).toBe(403);
      expect((await call(ctx.app, 'GET', path)).status, path).toBe(401);
    }
    for (const id of [randomUUID(), 'not-an-id']) {
      for (const kind of ['pdf', 'certificate']) {
        const res = await call(ctx.app, 'GET', `/api/packing/${id}/${kind}`, { token: ctx.owner.token });
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ message: 'Record not found' });
      }
    }
  });
});

/** What an invoice update may send back: its writable fields. */
const pick = (invoice: Row) => ({
  date: invoice.date,
  packing: invoice.packing,
  customer: invoice.customer,
  product: invoice.product,
  unitPrice: invoice.unitPrice,
});
