/**
 * GET /api/packing/{id}/pdf, /api/packing/{id}/certificate and /api/invoice/{id}/pdf in English: the
 * documents a customer accepts (docs/domain-rules.md#documents-and-qr-page), read back with PDF.js.
 * Their other languages, long texts, letters and guards: documents-languages.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { formatDate } from '../../i18n/format';
import { certificatePdf, documentTools, invoicePdf, packingPdf, pick } from '../helpers/documents';
import { as, ok, packingData, setupPartsFlow, updatePacking } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const { fetchPdf, saveProfile, flow, invoiceFor } = documentTools(ctx);

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
      'EIN',
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
});
