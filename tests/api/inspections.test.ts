/**
 * Inspections (docs/domain-rules.md#inspections): the specification's revision and range copied as
 * they were, figures and verdict computed by the server, required tests, the bake, the instrument's
 * calibration and the inspector. Refusals write nothing.
 */
import { describe, expect, test } from 'vitest';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';
import {
  createInstrument,
  createPackingList,
  createSpecification,
  inspectionData,
  inspectionSnapshot,
  postInspection,
  putInspection,
} from '../helpers/inspections';

const ctx = setupPartsFlow();

async function refusedInspection(request: () => Promise<{ status: number; body: Record<string, unknown> }>) {
  const before = await inspectionSnapshot(ctx);
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(await inspectionSnapshot(ctx)).toEqual(before);
  return res.body.errors;
}

describe('inspections', () => {
  test('figures and the verdict are computed; the specification is copied; the inspector is the caller', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx, { revision: 'F', requiredTests: ['adhesion'] });
    const data = inspectionData(packing.id, spec.id, { tests: [{ test: 'adhesion', result: 'pass' }] });
    const row = ok(await postInspection(ctx, data));
    expect(row).toMatchObject({
      specificationRevision: 'F',
      thicknessLower: 25,
      thicknessUpper: 38,
      thicknessUnit: 'µm',
      readingCount: 3,
      thicknessMinimum: 26.1,
      thicknessMaximum: 31.25,
      thicknessMean: 29.1167,
      result: 'pass',
      inspector: ctx.owner.email,
    });
    const bounds = ok(await postInspection(ctx, { ...data, readings: [{ value: 25 }, { value: 38 }] }));
    expect(bounds.result).toBe('pass');
    const high = ok(await postInspection(ctx, { ...data, readings: [{ value: 30 }, { value: 38.0001 }] }));
    expect(high.result).toBe('fail');
    const failedTest = ok(await postInspection(ctx, { ...data, tests: [{ test: 'adhesion', result: 'fail' }] }));
    expect(failedTest.result).toBe('fail');
    const open = await createSpecification(ctx, { thicknessMin: null, thicknessMax: 20 });
    const noLower = ok(await postInspection(ctx, inspectionData(packing.id, open.id, { readings: [{ value: 0.5 }] })));
    expect(noLower).toMatchObject({ result: 'pass', thicknessLower: null, thicknessUpper: 20 });
  });

  test('a later change of the specification never rewrites what was inspected under it', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx);
    const row = ok(await postInspection(ctx, inspectionData(packing.id, spec.id, { readings: [{ value: 24 }] })));
    expect(row.result).toBe('fail');
    ok(await as(ctx, 'PUT', `/api/specification/${spec.id}`, { body: { data: { revision: 'G', thicknessMin: 20 } } }));
    expect(ok(await as(ctx, 'GET', `/api/inspection/${row.id}`))).toMatchObject({
      specificationRevision: 'F',
      thicknessLower: 25,
      result: 'fail',
    });
    // An edit of the same inspection keeps the range it was recorded against.
    const edited = ok(await putInspection(ctx, row.id, { notes: 'Re-measured', readings: [{ value: 24.5 }] }));
    expect(edited).toMatchObject({
      specificationRevision: 'F',
      thicknessLower: 25,
      thicknessMean: 24.5,
      result: 'fail',
    });
    const next = ok(await postInspection(ctx, inspectionData(packing.id, spec.id, { readings: [{ value: 24 }] })));
    expect(next).toMatchObject({ specificationRevision: 'G', thicknessLower: 20, result: 'pass' });
  });

  test('a required test without a row is refused, naming it in the caller’s language; nothing is written', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx, {
      requiredTests: ['adhesion', 'saltSpray', 'porosity'],
      saltSprayHours: 96,
    });
    const data = inspectionData(packing.id, spec.id, { tests: [{ test: 'porosity', result: 'pass' }] });
    expect(await refusedInspection(() => postInspection(ctx, data))).toEqual({
      tests: 'Tests: the specification requires Adhesion, Salt spray; add a row for each',
    });
    expect(await refusedInspection(() => postInspection(ctx, data, 'pt-BR'))).toEqual({
      tests: 'Ensaios: a especificação exige Aderência, Névoa salina; adicione uma linha para cada',
    });
  });

  test('a test listed twice and a bake ending before it starts are refused in both languages', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx);
    const data = inspectionData(packing.id, spec.id, {
      tests: [
        { test: 'adhesion', result: 'pass' },
        { test: 'adhesion', result: 'fail' },
      ],
      bakeStart: '2026-03-10T12:00:00.000Z',
      bakeEnd: '2026-03-10T12:00:00.000Z',
    });
    expect(await refusedInspection(() => postInspection(ctx, data))).toEqual({
      'tests.1.test': 'Test in row 2: Adhesion is listed twice',
      bakeEnd: 'Bake end must be after the bake start',
    });
    expect(await refusedInspection(() => postInspection(ctx, data, 'pt-BR'))).toEqual({
      'tests.1.test': 'Ensaio na linha 2: Aderência aparece duas vezes',
      bakeEnd: 'Fim da desidrogenação deve ser depois do início da desidrogenação',
    });
    const row = ok(await postInspection(ctx, { ...data, tests: [], bakeEnd: '2026-03-10T16:00:00.000Z' }));
    expect(await refusedInspection(() => putInspection(ctx, row.id, { bakeEnd: '2026-03-10T11:00:00.000Z' }))).toEqual({
      bakeEnd: 'Bake end must be after the bake start',
    });
  });

  test('an instrument past its calibration due date or never calibrated is refused; a current one is used', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx);
    const lapsed = await createInstrument(ctx, '2026-03-09');
    const never = await createInstrument(ctx, null);
    const current = await createInstrument(ctx, '2026-03-10');
    const data = inspectionData(packing.id, spec.id);
    expect(await refusedInspection(() => postInspection(ctx, { ...data, instrument: lapsed.id }))).toEqual({
      instrument: `Instrument ${lapsed.tag} was due for calibration on 03/09/2026: calibrate it before taking readings with it`,
    });
    expect(await refusedInspection(() => postInspection(ctx, { ...data, instrument: lapsed.id }, 'pt-BR'))).toEqual({
      instrument: `A calibração do instrumento ${lapsed.tag} venceu em 09/03/2026: calibre-o antes de fazer leituras com ele`,
    });
    expect(await refusedInspection(() => postInspection(ctx, { ...data, instrument: never.id }))).toEqual({
      instrument: `Instrument ${never.tag} has no calibration on record: record one before taking readings with it`,
    });
    expect(ok(await postInspection(ctx, { ...data, instrument: current.id })).instrument).toBe(current.id);
  });

  test('the server keeps the figures, the verdict and the inspector: a client may not send them', async () => {
    const packing = await createPackingList(ctx);
    const spec = await createSpecification(ctx);
    const data = inspectionData(packing.id, spec.id, { readings: [{ value: 1 }] });
    for (const extra of [{ result: 'pass' }, { inspector: 'someone@else.test' }, { thicknessLower: 0 }])
      await refusedInspection(() => postInspection(ctx, { ...data, ...extra }));
  });
});
