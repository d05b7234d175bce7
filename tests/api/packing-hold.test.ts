/**
 * A failed inspection holds its packing list until every nonconformance on it has a disposition
 * (docs/domain-rules.md#inspections): GET /api/packing/{id}/quality and packingQualityState.
 */
import { describe, expect, test } from 'vitest';
import { packingQualityAnswer } from '../../resources/kit/packing-quality-answer';
import { packingQualityState } from '../../server/services/quality/packing-hold';
import { describedBy } from '../helpers/answer-schema';
import { call } from '../helpers/http';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';
import { createPackingList, createSpecification, inspectionData, postInspection } from '../helpers/inspections';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const quality = (id: string, lang = 'en') =>
  describedBy(
    packingQualityAnswer,
    call(ctx.app, 'GET', `/api/packing/${id}/quality`, { token: ctx.owner.token, lang }),
  );
const openNonconformance = (packing: Record<string, unknown>, inspection: string, data: Record<string, unknown> = {}) =>
  as(ctx, 'POST', '/api/nonconformance', {
    body: {
      data: {
        date: '2026-03-10',
        source: 'inspection',
        description: 'Thickness below the range',
        customer: packing.customer,
        packing: packing.id,
        inspection,
        ...data,
      },
    },
  });

describe('packing hold', () => {
  test('no inspection: not held; a failed latest inspection holds until its nonconformances are dispositioned', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx);
    const number = String(packing.valueID);
    expect(ok(await quality(packing.id))).toEqual({
      inspection: null,
      held: false,
      reason: null,
      release: `Packing list ${number} has no inspection: inspect it before releasing its certificate`,
    });

    const failed = ok(await postInspection(ctx, inspectionData(packing.id, spec.id, { readings: [{ value: 20 }] })));
    expect(ok(await quality(packing.id))).toMatchObject({
      inspection: { id: failed.id, valueID: failed.valueID, result: 'fail' },
      held: true,
      reason: `Held: inspection ${failed.valueID} failed`,
      // The release's own refusal, so the page disables its button with these words.
      release: `Packing list ${number} is held: its inspection failed and a nonconformance still needs a disposition`,
    });
    expect(ok(await quality(packing.id, 'pt-BR')).reason).toBe(`Retida: a inspeção ${failed.valueID} foi reprovada`);

    const first = ok(await openNonconformance(packing, failed.id, { disposition: 'stripReplate' }));
    const second = ok(await openNonconformance(packing, failed.id));
    expect((await packingQualityState(ctx.db, packing.id)).held).toBe(true);
    ok(await as(ctx, 'PUT', `/api/nonconformance/${second.id}`, { body: { data: { disposition: 'rework' } } }));
    expect(await packingQualityState(ctx.db, packing.id)).toMatchObject({ held: false, reason: null });
    expect(ok(await quality(packing.id)).release).toBeNull();
    expect(first.disposition).toBe('stripReplate');
  });

  test('a later passing inspection releases the hold; an earlier failed one does not hold', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx);
    ok(await postInspection(ctx, inspectionData(packing.id, spec.id, { readings: [{ value: 20 }] })));
    const passed = ok(
      await postInspection(ctx, inspectionData(packing.id, spec.id, { inspectedAt: '2026-03-11T08:00:00.000Z' })),
    );
    expect(ok(await quality(packing.id))).toMatchObject({
      inspection: { id: passed.id, result: 'pass' },
      held: false,
      release: null,
    });
    // A void packing list: no certificate, said first; an unknown one is not found.
    ok(await as(ctx, 'PUT', `/api/packing/${packing.id}`, { body: { data: { status: 'Void' } } }));
    expect(ok(await quality(packing.id, 'pt-BR')).release).toMatch(/está cancelado/);
    expect((await quality('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  test('read with the inspections’ permission', async () => {
    const packing = await createPackingList(ctx);
    const clerk = await createUser(ctx.app, ctx.db, { roles: ['packingViewer'] });
    const res = await call(ctx.app, 'GET', `/api/packing/${packing.id}/quality`, { token: clerk.token });
    expect(res.status).toBe(403);
  });
});
