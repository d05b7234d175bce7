/**
 * The printed documents in Portuguese and the shop's currency, over many pages, with letters the
 * PDF's font lacks, and their guards (documents.test.ts prints them in English).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatDate } from '../../i18n/format';
import { call } from '../helpers/http';
import { certificatePdf, documentTools, invoicePdf, packingPdf } from '../helpers/documents';
import { as, createPacking, createShipper, ok, setupPartsFlow, unique } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const { fetchPdf, saveProfile, flow, invoiceFor } = documentTools(ctx);

beforeAll(() => saveProfile());

describe('documents in other languages, at length, and guarded', () => {
  test("a pt-BR customer's documents are printed in Portuguese, money as the shop's currency in Brazilian form", async () => {
    await saveProfile({ currency: 'BRL' });
    const data = await flow('pt-BR');
    const slipPdf = await fetchPdf(packingPdf(data.packing));
    const slip = slipPdf.text;
    // Their file names too (issue 40): romaneio-N.pdf, fatura-N.pdf, certificado-N.pdf.
    expect(slipPdf.headers['content-disposition']).toBe(`inline; filename="romaneio-${data.packing.valueID}.pdf"`);
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
    const billPdf = await fetchPdf(invoicePdf(invoice));
    const bill = billPdf.text;
    expect(billPdf.headers['content-disposition']).toBe(`inline; filename="fatura-${invoice.valueID}.pdf"`);
    for (const part of ['Fatura', 'FATURAR PARA', 'Condições', '30 dias', 'Saldo devedor', 'Valor pago'])
      expect(bill, part).toContain(part);
    expect(bill).toMatch(/4\s+R\$ 1\.234,50\s+R\$ 4\.938,00/);
    expect(bill).toMatch(new RegExp(`Data da fatura\\s+${formatDate(invoice.date, 'pt-BR').replace(/\//g, '\\/')}`));
    const certificatePrint = await fetchPdf(certificatePdf(data.packing));
    const certificate = certificatePrint.text;
    expect(certificatePrint.headers['content-disposition']).toBe(
      `inline; filename="certificado-${data.packing.valueID}.pdf"`,
    );
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
