/**
 * A calibration keeps the calibration lab's certificate as a PDF (issue 36 item 2): uploaded to
 * /api/files/calibration/certificate, saved with the record, read back through its link; anything but
 * a PDF is refused and nothing is stored.
 */
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storedFile } from '../../server/db/tables';
import { callRaw } from '../helpers/http';
import { calibrationData, createInstrument, instrumentSnapshot } from '../helpers/instruments';
import { upload } from '../helpers/multipart';
import { as, ok, refused, setupPartsFlow } from '../helpers/parts-flow';
import { tinyPng } from '../helpers/png';

const ctx = setupPartsFlow();
const CERTIFICATE = '/api/files/calibration/certificate';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const storedCount = async () => Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n);

describe("a calibration's certificate", () => {
  test('is saved with the calibration and read back as the PDF uploaded', async () => {
    const gauge = await createInstrument(ctx);
    const file = ok<{ id: string }>(
      await upload(ctx.app, CERTIFICATE, pdf, { token: ctx.owner.token, filename: 'GL-25-4102.pdf' }),
    );
    const calibration = ok(
      await as(ctx, 'POST', '/api/calibration', {
        body: {
          data: { ...calibrationData(gauge.id, '2026-03-01', '2027-03-01'), certificate: [{ id: file.id }] },
        },
      }),
    );
    const [stored] = calibration.certificate as { name: string; downloadUrl: string }[];
    expect(stored.name).toBe('GL-25-4102.pdf');
    const download = await callRaw(ctx.app, stored.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.body.equals(pdf)).toBe(true);
  });

  test('a picture is refused as a certificate, and a calibration naming an unknown file writes nothing', async () => {
    const before = await storedCount();
    const res = await upload(ctx.app, CERTIFICATE, tinyPng(), { token: ctx.owner.token, filename: 'scan.pdf' });
    expect([res.status, res.body.message]).toEqual([400, 'You must upload a PDF document']);
    expect(await storedCount()).toBe(before);
    const gauge = await createInstrument(ctx);
    await refused(
      ctx,
      400,
      () =>
        as(ctx, 'POST', '/api/calibration', {
          body: {
            data: {
              ...calibrationData(gauge.id, '2026-03-01', '2027-03-01'),
              certificate: [{ id: '00000000-0000-4000-8000-000000000000' }],
            },
          },
        }),
      instrumentSnapshot,
    );
  });
});
