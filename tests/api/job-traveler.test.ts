/**
 * GET /api/job/{id}/traveler (docs/domain-rules.md#jobs): the sheet that travels with a job's parts, read
 * back as text with PDF.js, and its barcodes read off the drawn page by an independent reader (ZXing).
 */
import { describe, expect, test } from 'vitest';
import { readBarcode } from '../helpers/barcode-reader';
import { documentTools } from '../helpers/documents';
import { createJob, jobFlow, updateJob, withStatuses } from '../helpers/jobs';
import { call } from '../helpers/http';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const { fetchPdf, saveProfile } = documentTools(ctx);
const traveler = (job: { id: string }) => `/api/job/${job.id}/traveler`;

describe('job traveler', () => {
  test('names the part, customer, PO, specification, quantity and each step with its parameters and room to sign', async () => {
    await saveProfile();
    const { product, specification, shipper } = await jobFlow(ctx, 30);
    const job = await createJob(ctx, shipper, 25, { dueDate: '2027-02-01', priority: 'hot' });
    // The job's page links it, as a packing list links its slip.
    expect(job.traveler).toBe(traveler(job));
    const { headers, text } = await fetchPdf(traveler(job));
    expect(headers['content-disposition']).toBe(`inline; filename="traveler-${job.valueID}.pdf"`);
    for (const part of [
      'Job traveler',
      `No. ${job.valueID}`,
      product.part as string,
      String(specification.label),
      'Hot',
      'Cleaning',
      'Soak clean',
      '10 min',
      'Plating',
      'Bake',
      '180 min · 190 °C',
      'Thickness by XRF, 5 readings',
      'Done by / date / qty',
      'Final inspection by',
    ])
      expect(text, part).toContain(part);
    // PDF.js reads the micro sign back as the Greek mu.
    expect(text).toMatch(/45 min · 2\.5 A\/dm² · 12\.5 [µμ]m/);
    expect(text).toMatch(/Quantity\s+25/);
    expect(text).toMatch(/Customer PO\s+po-1/);
    expect(text).toContain(`Scan to open job No. ${job.valueID}`);
  });

  test('its Code 128 barcode holds the job number and its QR code opens the job: read off the page', async () => {
    const { shipper } = await jobFlow(ctx, 5);
    const job = await createJob(ctx, shipper, 5);
    const res = await fetchPdf(traveler(job));
    // The barcode sits in the title block, top right; the QR code near the foot.
    expect(await readBarcode(res.bytes, 'CODE_128', [0.5, 0, 1, 0.3])).toBe(String(job.valueID));
    expect(await readBarcode(res.bytes, 'QR_CODE')).toBe(`http://127.0.0.1:8080/job/${job.id}`);
  });

  test('in Portuguese for a Brazilian customer, with a skipped step and its reason; ON HOLD stamped while held', async () => {
    const { customer, shipper } = await jobFlow(ctx, 5);
    ok(await as(ctx, 'PUT', `/api/customer/${customer}`, { body: { id: customer, data: { language: 'pt-BR' } } }));
    const job = await createJob(ctx, shipper, 5);
    const steps = withStatuses(job, ['done', 'done', ['skipped', 'Cliente dispensou']]);
    ok(await updateJob(ctx, job.id, { steps, hold: true, holdReason: 'Aguardando desenho' }));
    const { headers, text } = await fetchPdf(traveler(job));
    expect(headers['content-disposition']).toBe(`inline; filename="ficha-${job.valueID}.pdf"`);
    for (const part of [
      'Ficha de acompanhamento',
      'RETIDA',
      'Galvanização',
      'Pulada: Cliente dispensou',
      'Aguardando desenho',
    ])
      expect(text, part).toContain(part);
  });

  test('is read with the job: 403 without jobRead, 404 for an unknown job', async () => {
    const unknown = await as(ctx, 'GET', '/api/job/00000000-0000-4000-8000-000000000000/traveler');
    expect(unknown.status).toBe(404);
    const { shipper } = await jobFlow(ctx, 1);
    const job = await createJob(ctx, shipper, 1);
    const invoicing = await createUser(ctx.app, ctx.db, { roles: ['invoiceEditor'] });
    const refused = await call(ctx.app, 'GET', traveler(job), { token: invoicing.token });
    expect(refused.status).toBe(403);
  });
});
