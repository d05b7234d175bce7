/**
 * Calibrations (docs/domain-rules.md#quality): the due date comes after the date; the instrument's
 * calibration due is the server's, from its latest calibration that did not fail; a failed one takes
 * the instrument out of service. Refusals write nothing.
 */
import { describe, expect, test } from 'vitest';
import { call } from '../helpers/http';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';
import {
  calibrate,
  calibrationData,
  createInstrument,
  getInstrument,
  instrumentSnapshot,
  postCalibration,
} from '../helpers/instruments';

const ctx = setupPartsFlow();

describe('calibration due', () => {
  test('follows the latest calibration by date on create, update and delete', async () => {
    const gauge = await createInstrument(ctx);
    expect(gauge).toMatchObject({ calibrationDue: null, status: 'inService' });
    const march = await calibrate(ctx, gauge.id, '2026-03-01', '2027-03-01');
    expect((await getInstrument(ctx, gauge.id)).calibrationDue).toBe('2027-03-01');
    // An older one recorded later does not move it back.
    const older = await calibrate(ctx, gauge.id, '2025-03-01', '2026-03-01');
    expect((await getInstrument(ctx, gauge.id)).calibrationDue).toBe('2027-03-01');
    ok(
      await as(ctx, 'PUT', `/api/calibration/${march.id}`, {
        body: { data: calibrationData(gauge.id, '2026-03-01', '2026-09-01') },
      }),
    );
    expect((await getInstrument(ctx, gauge.id)).calibrationDue).toBe('2026-09-01');
    ok(await as(ctx, 'DELETE', '/api/calibration', { query: { ids: [march.id] } }));
    expect((await getInstrument(ctx, gauge.id)).calibrationDue).toBe('2026-03-01');
    ok(await as(ctx, 'DELETE', '/api/calibration', { query: { ids: [older.id] } }));
    expect((await getInstrument(ctx, gauge.id)).calibrationDue).toBeNull();
  });

  test('a calibration moved to another instrument moves both due dates', async () => {
    const [a, b] = [await createInstrument(ctx), await createInstrument(ctx)];
    const cal = await calibrate(ctx, a.id, '2026-03-01', '2027-03-01');
    ok(
      await as(ctx, 'PUT', `/api/calibration/${cal.id}`, {
        body: { data: calibrationData(b.id, '2026-03-01', '2027-03-01') },
      }),
    );
    expect((await getInstrument(ctx, a.id)).calibrationDue).toBeNull();
    expect((await getInstrument(ctx, b.id)).calibrationDue).toBe('2027-03-01');
  });

  test('a client cannot write it', async () => {
    const gauge = await createInstrument(ctx);
    const before = await instrumentSnapshot(ctx);
    const res = await as(ctx, 'PUT', `/api/instrument/${gauge.id}`, {
      body: { data: { tag: gauge.tag, kind: 'xrf', status: 'inService', calibrationDue: '2099-01-01' } },
    });
    expect(res.status).toBe(400);
    expect(await instrumentSnapshot(ctx)).toEqual(before);
  });

  test('calibrations recorded at once agree: the latest by date wins', async () => {
    const gauge = await createInstrument(ctx);
    const days = Array.from({ length: 6 }, (_, i) => `2026-0${i + 1}-15`);
    const results = await Promise.all(
      days.map((day) => postCalibration(ctx, gauge.id, day, `2027-0${days.indexOf(day) + 1}-15`)),
    );
    for (const res of results) expect(res.status).toBe(200);
    expect((await getInstrument(ctx, gauge.id)).calibrationDue).toBe('2027-06-15');
  });
});

describe('a failed calibration', () => {
  test('takes the instrument out of service, leaves the due date of the last good one, and blocks its return', async () => {
    const gauge = await createInstrument(ctx);
    await calibrate(ctx, gauge.id, '2026-01-10', '2027-01-10');
    const failed = await calibrate(ctx, gauge.id, '2026-06-10', '2027-06-10', 'fail');
    expect(await getInstrument(ctx, gauge.id)).toMatchObject({ calibrationDue: '2027-01-10', status: 'outOfService' });

    const before = await instrumentSnapshot(ctx);
    const back = { tag: gauge.tag, kind: 'xrf', status: 'inService' };
    const en = await as(ctx, 'PUT', `/api/instrument/${gauge.id}`, { body: { data: back } });
    expect([en.status, en.body.errors]).toEqual([
      400,
      {
        status: `Status: the latest calibration of ${gauge.tag} (06/10/2026) failed: record a passing calibration before putting it back in service`,
      },
    ]);
    const pt = await call(ctx.app, 'PUT', `/api/instrument/${gauge.id}`, {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: { data: back },
    });
    expect(pt.body.errors).toEqual({
      status: `Situação: a última calibração de ${gauge.tag} (10/06/2026) foi reprovada: registre uma calibração aprovada antes de voltar a usá-lo`,
    });
    expect(await instrumentSnapshot(ctx)).toEqual(before);

    // Adjusted and passed: back in service by a person, with the new due date.
    await calibrate(ctx, gauge.id, '2026-06-12', '2027-06-12', 'adjusted');
    expect(await getInstrument(ctx, gauge.id)).toMatchObject({ calibrationDue: '2027-06-12', status: 'outOfService' });
    ok(await as(ctx, 'PUT', `/api/instrument/${gauge.id}`, { body: { data: back } }));
    expect(failed.result).toBe('fail');
  });

  test('a retired instrument stays retired', async () => {
    const gauge = await createInstrument(ctx, { status: 'retired' });
    await calibrate(ctx, gauge.id, '2026-06-10', '2027-06-10', 'fail');
    expect(await getInstrument(ctx, gauge.id)).toMatchObject({ calibrationDue: null, status: 'retired' });
  });
});

describe('refusals', () => {
  test("a due date on or before the date is refused in the caller's language; nothing is written", async () => {
    const gauge = await createInstrument(ctx);
    const cal = await calibrate(ctx, gauge.id, '2026-03-01', '2027-03-01');
    const before = await instrumentSnapshot(ctx);
    for (const due of ['2026-03-01', '2026-02-28']) {
      const res = await postCalibration(ctx, gauge.id, '2026-03-01', due);
      expect([res.status, res.body.errors]).toEqual([
        400,
        { due: 'Due must be after the calibration date (03/01/2026)' },
      ]);
    }
    const pt = await call(ctx.app, 'PUT', `/api/calibration/${cal.id}`, {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: { data: calibrationData(gauge.id, '2026-03-01', '2026-01-01') },
    });
    expect([pt.status, pt.body.errors]).toEqual([
      400,
      { due: 'Vencimento deve ser posterior à data da calibração (01/03/2026)' },
    ]);
    expect(await instrumentSnapshot(ctx)).toEqual(before);
  });
});
