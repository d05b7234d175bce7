/**
 * Bath control (docs/domain-rules.md#chemistry): tanks and their parameters, analyses flagged against
 * the limits they were recorded with, and the tank's state. Refusals write nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createChemical } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, auditCount, ok, setupPartsFlow, unique } from '../helpers/parts-flow';
import { analyse, bathSnapshot, createTank, getTank, postAnalysis, postTank } from '../helpers/baths';

const ctx = setupPartsFlow();
const nickel = { parameter: 'Nickel metal', unit: 'g/L', target: 75, lower: 65, upper: 85 };
const ph = { parameter: 'pH', unit: 'pH', target: 4, lower: 3.8, upper: 4.2 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('tanks', () => {
  test('a new tank is Not analysed; its name is unique regardless of case, and a refusal writes nothing', async () => {
    const tank = await createTank(ctx, [nickel, ph]);
    expect(tank).toMatchObject({
      state: 'notAnalysed',
      lastAnalysed: null,
      parameters: [expect.objectContaining(nickel), expect.objectContaining(ph)],
    });
    const before = await bathSnapshot(ctx);
    const res = await postTank(ctx, [], { name: ` ${String(tank.name).toUpperCase()} ` });
    expect([res.status, res.body.message]).toEqual([
      400,
      `A tank named ${String(tank.name).toUpperCase()} already exists`,
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test('parameter rows are checked: listed twice, limits crossed, half a correction, a unit the chemical cannot take', async () => {
    const acid = await createChemical(ctx, { unit: 'L' });
    const before = await bathSnapshot(ctx);
    const res = await postTank(ctx, [
      nickel,
      { ...nickel, parameter: 'NICKEL METAL' },
      { ...ph, lower: 4.5 },
      { parameter: 'Boric acid', unit: 'g/L', chemical: acid.id },
      { parameter: 'Free acid', unit: 'mL/L', chemical: acid.id, factor: 1, factorUnit: 'kg' },
    ]);
    expect([res.status, res.body.errors]).toEqual([
      400,
      {
        'parameters.1.parameter': 'Parameter in row 2: NICKEL METAL is listed twice',
        'parameters.2.upper': 'Upper limit in row 3 must not be below the lower limit (4.5)',
        'parameters.3.factor': 'Factor in row 4: give the chemical, the factor and its unit together, or none of them',
        'parameters.4.factorUnit': `Factor unit in row 5 must be one of L, mL, gal (${acid.name} is kept in L)`,
      },
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });
});

describe('analyses', () => {
  test('flagged In range, Low or High against the limits, the limits copied onto the analysis, the analyst the caller', async () => {
    const tank = await createTank(ctx, [nickel, ph]);
    const cases: [number, string][] = [
      [65, 'inRange'],
      [85, 'inRange'],
      [64.999, 'low'],
      [85.001, 'high'],
      [75, 'inRange'],
    ];
    for (const [value, flag] of cases) {
      const row = await analyse(ctx, tank.id, 'nickel metal', value);
      expect(row).toMatchObject({
        parameter: 'Nickel metal',
        value,
        flag,
        unit: 'g/L',
        target: 75,
        lower: 65,
        upper: 85,
        analyst: ctx.owner.email,
      });
    }
  });

  test('a later change of limits leaves recorded flags as they were', async () => {
    const tank = await createTank(ctx, [nickel]);
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    ok(await as(ctx, 'PUT', `/api/tank/${tank.id}`, { body: { data: { parameters: [{ ...nickel, lower: 50 }] } } }));
    expect(ok(await as(ctx, 'GET', `/api/bath-analysis/${low.id}`))).toMatchObject({ flag: 'low', lower: 65 });
    expect(await analyse(ctx, tank.id, 'Nickel metal', 60)).toMatchObject({ flag: 'inRange', lower: 50 });
  });

  test("a parameter the tank does not have is refused, naming the ones it has, in the caller's language; nothing is written", async () => {
    const tank = await createTank(ctx, [nickel, ph]);
    const before = await bathSnapshot(ctx);
    const res = await postAnalysis(ctx, tank.id, 'Chloride', 40);
    expect([res.status, res.body.errors]).toEqual([
      400,
      { parameter: `Parameter: tank ${tank.name} has no parameter Chloride; it has Nickel metal, pH` },
    ]);
    const pt = await call(ctx.app, 'POST', '/api/bath-analysis', {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: {
        data: { analysedAt: new Date().toISOString(), tank: tank.id, parameter: 'Cloreto', value: 40, method: 'other' },
      },
    });
    expect(pt.body.errors).toEqual({
      parameter: `Parâmetro: o tanque ${tank.name} não tem o parâmetro Cloreto; ele tem Nickel metal, pH`,
    });
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test("the analyst is the server's: a client may not name one, and no flag or limit either", async () => {
    const tank = await createTank(ctx, [nickel]);
    const before = await bathSnapshot(ctx);
    for (const extra of [{ analyst: 'someone@else.test' }, { flag: 'inRange' }, { lower: 0 }]) {
      const res = await postAnalysis(ctx, tank.id, 'Nickel metal', 10, extra);
      expect(res.status).toBe(400);
    }
    expect(await bathSnapshot(ctx)).toEqual(before);
  });

  test("the tank's state follows the last analysis of each parameter, and the calendar", async () => {
    const tank = await createTank(ctx, [nickel, ph]);
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    expect(await getTank(ctx, tank.id)).toMatchObject({
      state: 'outOfControl',
      lastAnalysed: new Date().toISOString().slice(0, 10),
    });
    await analyse(ctx, tank.id, 'pH', 4);
    expect((await getTank(ctx, tank.id)).state).toBe('outOfControl');
    const back = await analyse(ctx, tank.id, 'Nickel metal', 76);
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
    // An older analysis recorded late does not outrank the newer one.
    await analyse(ctx, tank.id, 'Nickel metal', 50, { analysedAt: daysAgo(2) });
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
    ok(
      await as(ctx, 'POST', `/api/bath-analysis/${back.id}/void`, {
        body: { data: { voidReason: 'Sample taken before the addition mixed in' } },
      }),
    );
    expect((await getTank(ctx, tank.id)).state).toBe('outOfControl');
    expect(low.flag).toBe('low');
  });

  test('nothing analysed for more than 7 days is Not analysed', async () => {
    const tank = await createTank(ctx, [nickel]);
    await analyse(ctx, tank.id, 'Nickel metal', 75, { analysedAt: daysAgo(8) });
    expect((await getTank(ctx, tank.id)).state).toBe('notAnalysed');
    await analyse(ctx, tank.id, 'Nickel metal', 75, { analysedAt: daysAgo(6) });
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
  });

  test('an import names the tank; an unknown tank is refused and nothing is written', async () => {
    const tank = await createTank(ctx, [nickel]);
    const audit = await auditCount(ctx);
    const data = {
      analysedAt: daysAgo(1),
      tank: tank.name,
      parameter: 'Nickel metal',
      value: 70,
      method: 'titration',
      notes: unique('lab'),
    };
    const row = ok(await as(ctx, 'POST', '/api/bath-analysis/import', { body: { data, importHash: randomUUID() } }));
    expect(row).toMatchObject({ tank: tank.id, flag: 'inRange' });
    expect(await auditCount(ctx)).toBe(audit + 1);
    const before = await bathSnapshot(ctx);
    const res = await as(ctx, 'POST', '/api/bath-analysis/import', {
      body: { data: { ...data, tank: 'no such tank' }, importHash: randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(await bathSnapshot(ctx)).toEqual(before);
  });
});
