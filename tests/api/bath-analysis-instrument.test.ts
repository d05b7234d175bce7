/**
 * A bath analysis may name the instrument it was measured with (docs/domain-rules.md#quality): one out
 * of service, never calibrated or past due at the analysis's time is refused, naming it and its due
 * date in the caller's language; nothing is written.
 */
import { describe, expect, test } from 'vitest';
import { call } from '../helpers/http';
import { setupPartsFlow } from '../helpers/parts-flow';
import { analyse, bathSnapshot, createTank, postAnalysis } from '../helpers/baths';
import { calibrate, createInstrument } from '../helpers/instruments';

const ctx = setupPartsFlow();
const ph = { parameter: 'pH', unit: 'pH', target: 4, lower: 3.8, upper: 4.2 };

describe('the instrument of a bath analysis', () => {
  test('a calibrated instrument is accepted and kept on the analysis; none at all is accepted too', async () => {
    const tank = await createTank(ctx, [ph]);
    const meter = await createInstrument(ctx, { kind: 'phMeter' });
    await calibrate(ctx, meter.id, '2026-01-05', '2027-06-01');
    expect(await analyse(ctx, tank.id, 'pH', 4, { instrument: meter.id })).toMatchObject({ instrument: meter.id });
    expect(await analyse(ctx, tank.id, 'pH', 4)).toMatchObject({ instrument: null });
  });

  test("a past-due instrument is refused with its due date in the caller's language; nothing is written", async () => {
    const tank = await createTank(ctx, [ph]);
    const meter = await createInstrument(ctx, { kind: 'phMeter' });
    await calibrate(ctx, meter.id, '2025-01-05', '2025-07-01');
    const before = await bathSnapshot(ctx);
    const en = await postAnalysis(ctx, tank.id, 'pH', 4, { instrument: meter.id });
    expect([en.status, en.body.errors]).toEqual([
      400,
      {
        instrument: `Instrument ${meter.tag} was due for calibration on 07/01/2025: calibrate it before taking readings with it`,
      },
    ]);
    const pt = await call(ctx.app, 'POST', '/api/bath-analysis', {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: {
        data: {
          analysedAt: new Date().toISOString(),
          tank: tank.id,
          parameter: 'pH',
          value: 4,
          method: 'phMeter',
          instrument: meter.id,
        },
      },
    });
    expect([pt.status, pt.body.errors]).toEqual([
      400,
      {
        instrument: `A calibração do instrumento ${meter.tag} venceu em 01/07/2025: calibre-o antes de fazer leituras com ele`,
      },
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test('the analysis time decides: a reading from before the due date is accepted', async () => {
    const tank = await createTank(ctx, [ph]);
    const meter = await createInstrument(ctx, { kind: 'phMeter' });
    await calibrate(ctx, meter.id, '2025-01-05', '2025-07-01');
    const row = await analyse(ctx, tank.id, 'pH', 4, { instrument: meter.id, analysedAt: '2025-07-01T12:00:00.000Z' });
    expect(row.instrument).toBe(meter.id);
  });

  test('an instrument out of service, or never calibrated, is refused; nothing is written', async () => {
    const tank = await createTank(ctx, [ph]);
    const broken = await createInstrument(ctx, { kind: 'phMeter', status: 'outOfService' });
    await calibrate(ctx, broken.id, '2026-01-05', '2027-06-01');
    const fresh = await createInstrument(ctx, { kind: 'phMeter' });
    const before = await bathSnapshot(ctx);
    const out = await postAnalysis(ctx, tank.id, 'pH', 4, { instrument: broken.id });
    expect([out.status, out.body.errors]).toEqual([400, { instrument: `Instrument ${broken.tag} is not in service` }]);
    const never = await postAnalysis(ctx, tank.id, 'pH', 4, { instrument: fresh.id });
    expect([never.status, never.body.errors]).toEqual([
      400,
      { instrument: `Instrument ${fresh.tag} has no calibration on record: record one before taking readings with it` },
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test('once the shop requires it, an analysis without instrument is refused; nothing is written', async () => {
    const tank = await createTank(ctx, [ph]);
    const setRequired = async (on: boolean) =>
      expect(
        (
          await call(ctx.app, 'PUT', '/api/settings', {
            token: ctx.owner.token,
            body: { settings: { theme: 'default', analysisInstrumentRequired: on } },
          })
        ).status,
      ).toBe(200);
    await setRequired(true);
    const before = await bathSnapshot(ctx);
    const en = await postAnalysis(ctx, tank.id, 'pH', 4);
    expect([en.status, en.body.errors]).toEqual([
      400,
      { instrument: 'Instrument: the shop requires bath analyses to name the instrument they were measured with' },
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
    await setRequired(false);
    expect(await analyse(ctx, tank.id, 'pH', 4)).toMatchObject({ instrument: null });
  });
});
