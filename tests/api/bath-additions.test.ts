/**
 * "Record addition" (docs/domain-rules.md#chemistry): a Low analysis proposes (target − value) × volume ×
 * factor of its correcting chemical, in the chemical's unit; recording it writes the chemical use with
 * the tank and links it to the analysis in one transaction, never taking stock below zero, also when
 * many are recorded at once. Refusals write nothing.
 */
import { describe, expect, test } from 'vitest';
import { additionProposalAnswer } from '../../resources/kit/addition-proposal-answer';
import { describedBy } from '../helpers/answer-schema';
import { getChemical, stockedChemical } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, auditCount, ok, setupPartsFlow, type Row } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';
import { analyse, bathSnapshot, createTank, proposal, recordAddition } from '../helpers/baths';

const ctx = setupPartsFlow();

/** A tank of `volume` whose one parameter (target 75, limits 65-85) is corrected by a chemical stocked in `chemicalUnit`. */
async function correctedTank(o: {
  stock: number;
  chemicalUnit: string;
  factor: number;
  factorUnit: string;
  volume?: number;
  volumeUnit?: string;
}) {
  const { chemical } = await stockedChemical(ctx, o.stock, { unit: o.chemicalUnit });
  const tank = await createTank(
    ctx,
    [
      {
        parameter: 'Nickel metal',
        unit: 'g/L',
        target: 75,
        lower: 65,
        upper: 85,
        chemical: chemical.id,
        factor: o.factor,
        factorUnit: o.factorUnit,
      },
    ],
    { volume: o.volume ?? 100, volumeUnit: o.volumeUnit ?? 'L' },
  );
  return { chemical, tank };
}

describe('the proposal', () => {
  // [chemical's unit, factor, factor's unit, volume, tank's unit, value (target 75), proposed in the chemical's unit]
  const pairs: [string, number, string, number, string, number, number][] = [
    ['kg', 4.5, 'g', 100, 'L', 60, 6.75], // 15 × 100 × 4.5 g = 6750 g
    ['g', 0.002, 'kg', 100, 'L', 60, 3000], // 15 × 100 × 0.002 kg = 3 kg
    ['kg', 1, 'kg', 10, 'L', 64, 110],
    ['L', 2, 'mL', 500, 'L', 55, 20], // 20 × 500 × 2 mL = 20 L
    ['mL', 0.001, 'L', 100, 'L', 60, 1500],
    ['L', 0.01, 'gal', 100, 'gal', 60, 56.781], // 15 × 100 × 0.01 gal = 15 gal
    ['gal', 1, 'L', 10, 'gal', 63, 31.701], // 12 × 10 × 1 L = 120 L
    ['kg', 1, 'lb', 10, 'gal', 64, 49.895], // 11 × 10 × 1 lb = 110 lb
    ['lb', 0.5, 'kg', 20, 'L', 64, 242.508], // 11 × 20 × 0.5 kg = 110 kg
  ];
  test.each(pairs)(
    'chemical in %s, factor %s %s, %s %s of bath, value %s: %s',
    async (chemicalUnit, factor, factorUnit, volume, volumeUnit, value, quantity) => {
      const { chemical, tank } = await correctedTank({
        stock: 100_000,
        chemicalUnit,
        factor,
        factorUnit,
        volume,
        volumeUnit,
      });
      const low = await analyse(ctx, tank.id, 'Nickel metal', value);
      expect(ok(await describedBy(additionProposalAnswer, proposal(ctx, low.id)))).toMatchObject({
        chemical: chemical.id,
        unit: chemicalUnit,
        quantity,
        stock: 100_000,
      });
      const recorded = ok<{ use: Row; analysis: Row }>(await recordAddition(ctx, low.id));
      expect(recorded.use).toMatchObject({ chemical: chemical.id, quantity, tank: tank.id });
      expect((await getChemical(ctx, chemical.id)).stock).toBeCloseTo(100_000 - quantity, 3);
    },
  );

  test('no proposal without a Low flag, a target, a volume or a correction; each says what to do', async () => {
    const { tank } = await correctedTank({ stock: 10, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const high = await analyse(ctx, tank.id, 'Nickel metal', 90);
    expect((await proposal(ctx, high.id)).body.message).toBe(
      'Only a Low analysis proposes an addition; Nickel metal is not low',
    );
    const bare = await createTank(ctx, [{ parameter: 'pH', unit: 'pH', lower: 3.8, upper: 4.2 }], { volume: null });
    const lowPh = await analyse(ctx, bare.id, 'pH', 3);
    expect((await proposal(ctx, lowPh.id)).body.message).toBe(
      'Give pH a correcting chemical, factor and factor unit on its tank to propose an addition',
    );
  });
});

describe('recording it', () => {
  test('one transaction: the use with the tank, the analysis linked, stock moved, both audited; a second time is refused', async () => {
    const { chemical, tank } = await correctedTank({ stock: 10, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    const audit = await auditCount(ctx);
    const { use, analysis } = ok<{ use: Row; analysis: Row }>(
      await recordAddition(ctx, low.id, { date: '2026-03-02', notes: 'after the weekly titration' }),
    );
    expect(use).toMatchObject({
      date: '2026-03-02',
      chemical: chemical.id,
      quantity: 1.5,
      tank: tank.id,
      notes: 'after the weekly titration',
    });
    expect(analysis).toMatchObject({ id: low.id, addition: use.id, flag: 'low' });
    expect((await getChemical(ctx, chemical.id)).stock).toBe(8.5);
    expect(await auditCount(ctx)).toBe(audit + 2);
    const before = await bathSnapshot(ctx);
    const again = await recordAddition(ctx, low.id);
    expect([again.status, again.body.message]).toEqual([
      400,
      'The addition for this Nickel metal analysis was already recorded',
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test('short stock refuses it and writes nothing: no use, no link, no audit entry', async () => {
    const { chemical, tank } = await correctedTank({ stock: 1, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    const before = await bathSnapshot(ctx);
    const res = await recordAddition(ctx, low.id);
    expect([res.status, res.body.message]).toEqual([400, `Only 1 kg of ${chemical.name} in stock`]);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test('bad input is refused with a message and writes nothing', async () => {
    const { tank } = await correctedTank({ stock: 10, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    const before = await bathSnapshot(ctx);
    const cases: [unknown, number][] = [
      [{ date: 'yesterday' }, 400],
      [{}, 400],
      [{ date: '2026-03-02', quantity: 99 }, 400],
      [{ date: '2026-03-02', notes: 'x'.repeat(2001) }, 400],
    ];
    for (const [data, status] of cases) {
      const res = await recordAddition(ctx, low.id, data as Record<string, unknown>);
      expect([res.status, typeof res.body.message], JSON.stringify(data)).toEqual([status, 'string']);
    }
    expect((await as(ctx, 'POST', `/api/bath-analysis/${low.id}/addition`, { body: { data: [] } })).status).toBe(400);
    expect((await recordAddition(ctx, 'not-an-id')).status).toBe(404);
    expect((await recordAddition(ctx, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test('recording needs the right to record chemical uses: a viewer may see the proposal but is refused', async () => {
    const { tank } = await correctedTank({ stock: 10, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    expect((await call(ctx.app, 'GET', `/api/bath-analysis/${low.id}/addition`, { token: viewer.token })).status).toBe(
      200,
    );
    const res = await call(ctx.app, 'POST', `/api/bath-analysis/${low.id}/addition`, {
      token: viewer.token,
      body: { data: { date: '2026-03-02' } },
    });
    expect(res.status).toBe(403);
  });
});

describe('at once', () => {
  test('8 additions of 1.1 kg recorded at once against the last 3.3 kg: exactly 3 pass, stock 0, exactly 3 analyses linked', async () => {
    const { chemical, tank } = await correctedTank({ stock: 3.3, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const lows = [];
    // 11 below target × 100 L × 1 g: 1.1 kg each.
    for (let i = 0; i < 8; i++) lows.push(await analyse(ctx, tank.id, 'Nickel metal', 64));
    const audit = await auditCount(ctx);
    const results = await Promise.all(lows.map((low) => recordAddition(ctx, low.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(
      Array(5).fill([400, `Only 0 kg of ${chemical.name} in stock`]),
    );
    expect(await getChemical(ctx, chemical.id)).toMatchObject({ stock: 0 });
    const linked = ok<{ count: number }>(
      await as(ctx, 'GET', '/api/chemical-out', { query: { filter: { tank: tank.id } } }),
    );
    expect(linked.count).toBe(3);
    const analyses = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/bath-analysis', { query: { filter: { tank: tank.id } } }),
    );
    expect(analyses.rows.filter((r) => r.addition)).toHaveLength(3);
    expect(await auditCount(ctx)).toBe(audit + 6);
  });

  test('the same analysis recorded 5 times at once adds once', async () => {
    const { chemical, tank } = await correctedTank({ stock: 100, chemicalUnit: 'kg', factor: 1, factorUnit: 'g' });
    const low = await analyse(ctx, tank.id, 'Nickel metal', 64);
    const results = await Promise.all(Array.from({ length: 5 }, () => recordAddition(ctx, low.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect((await getChemical(ctx, chemical.id)).stock).toBe(98.9);
  });
});
