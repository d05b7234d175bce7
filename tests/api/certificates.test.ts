/**
 * Certificates as records (docs/domain-rules.md#certificates): released by certificateRelease only,
 * refused before a passed inspection, frozen as issued, revised with a reason, read back with PDF.js.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { call, callRaw } from '../helpers/http';
import { as, createPacking, ok, setupPartsFlow, shipperFlow, unique, type Row } from '../helpers/parts-flow';
import { pdfText } from '../helpers/pdf-text';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const certificate = (packing: Row) => `/api/packing/${packing.id}/certificate`;

async function pdf(path: string) {
  const res = await callRaw(ctx.app, path, { token: ctx.owner.token });
  expect(res.status, res.body.toString()).toBe(200);
  return {
    bytes: res.body,
    name: res.headers['content-disposition'],
    text: (await pdfText(res.body)).replace(/\u00a0/g, ' '),
  };
}

async function inspected(packing: Row, result: 'pass' | 'fail') {
  const specification = ok(
    await as(ctx, 'POST', '/api/specification', {
      body: {
        data: { code: unique('AMS 2404'), revision: 'D', thicknessMin: 10, thicknessMax: 20, thicknessUnit: 'µm' },
      },
    }),
  );
  const inspection = ok(
    await as(ctx, 'POST', '/api/inspection', {
      body: {
        data: {
          packing: packing.id,
          specification: specification.id,
          inspectedAt: '2026-03-09T10:00:00.000Z',
          readings: [{ value: 12 }, { value: 14 }, { value: 16 }],
        },
      },
    }),
  );
  // Helper C's hooks compute the snapshot and result; set here until they land (the lead switches this at merge).
  await ctx.db
    .update(resourceTables.inspection)
    .set({
      result,
      specificationRevision: 'D',
      thicknessUnit: 'µm',
      readingCount: 3,
      thicknessMinimum: '12',
      thicknessMaximum: '16',
      thicknessMean: '14',
    })
    .where(eq(resourceTables.inspection.id, inspection.id));
  return { specification, inspection };
}

async function packingList() {
  const { shipper } = await shipperFlow(ctx, 10);
  return createPacking(ctx, shipper, 4);
}

const certificates = (packing: Row) =>
  ctx.db.select().from(resourceTables.certificate).where(eq(resourceTables.certificate.packing, packing.id));

describe('certificates', () => {
  test('a DRAFT before release; refused with no inspection, nothing written', async () => {
    const packing = await packingList();
    expect((await pdf(certificate(packing))).text).toContain('DRAFT — not signed');
    const res = await as(ctx, 'POST', certificate(packing), { body: {} });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('has no inspection');
    expect(await certificates(packing)).toHaveLength(0);
  });

  test('refused while a failed inspection has no dispositioned nonconformance', async () => {
    const packing = await packingList();
    await inspected(packing, 'fail');
    const res = await as(ctx, 'POST', certificate(packing), { body: {} });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('is held');
    expect(await certificates(packing)).toHaveLength(0);
  });

  test('released by the owner, frozen; revision 2 needs a reason and replaces revision 1; 403 for a packing editor', async () => {
    const packing = await packingList();
    const { specification } = await inspected(packing, 'pass');
    const editor = await createUser(ctx.app, ctx.db, { roles: ['packingEditor'] });
    const refused = await call(ctx.app, 'POST', certificate(packing), { token: editor.token, body: {} });
    expect(refused.status).toBe(403);
    ok(await as(ctx, 'POST', certificate(packing), { body: {} }));
    const first = await pdf(certificate(packing));
    for (const part of [`${specification.code} rev. D`, 'Thickness: 3 readings', 'Revision', 'Deviations', 'None']) {
      expect(first.text, part).toContain(part);
    }
    expect(first.text).not.toContain('DRAFT');
    // Later edits of the specification never change what was released.
    ok(
      await as(ctx, 'PUT', `/api/specification/${specification.id}`, {
        body: { id: specification.id, data: { code: specification.code, revision: 'E', thicknessUnit: 'µm' } },
      }),
    );
    expect((await pdf(certificate(packing))).bytes.equals(first.bytes)).toBe(true);
    expect((await as(ctx, 'POST', certificate(packing), { body: {} })).status).toBe(400);
    ok(await as(ctx, 'POST', certificate(packing), { body: { reason: 'Lot number corrected' } }));
    const second = await pdf(certificate(packing));
    expect(second.text).toContain('Revision 2 replaces revision 1: Lot number corrected');
    const again = await pdf(`${certificate(packing)}?revision=1`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect([again.name, second.name]).toEqual([
      `inline; filename="certificate-${String(packing.valueID)}-rev1.pdf"`,
      `inline; filename="certificate-${String(packing.valueID)}-rev2.pdf"`,
    ]);
    expect(await certificates(packing)).toHaveLength(2);
  });
});
