/**
 * Specification rules (docs/domain-rules.md#quality): one code at one revision, a thickness range,
 * a bake with its unit, salt spray hours with the salt spray test. Every refusal writes nothing.
 */
import { asc } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { call } from '../helpers/http';
import { as, auditCount, ok, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const table = resourceTables.specification;

const specSnapshot = async () => ({
  rows: await ctx.db.select().from(table).orderBy(asc(table.id)),
  audit: await auditCount(ctx),
});
const post = (data: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'POST', '/api/specification', { token: ctx.owner.token, lang, body: { data } });
const put = (id: string, data: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'PUT', `/api/specification/${id}`, { token: ctx.owner.token, lang, body: { data } });
const create = async (data: Record<string, unknown> = {}) =>
  ok(await post({ code: unique('AMS'), revision: 'F', ...data }));

/** Both languages refuse it with these messages, and nothing is written. */
async function refusedBoth(
  request: (lang: string) => ReturnType<typeof post>,
  en: Record<string, string> | string,
  pt: Record<string, string> | string,
) {
  const before = await specSnapshot();
  for (const [lang, expected] of [
    ['en', en],
    ['pt-BR', pt],
  ] as const) {
    const res = await request(lang);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    if (typeof expected === 'string') expect(res.body.message).toBe(expected);
    else expect(res.body.errors).toEqual(expected);
  }
  expect(await specSnapshot()).toEqual(before);
}

describe('specification rules', () => {
  test('code and revision are unique regardless of case and surrounding spaces, on create and update', async () => {
    const spec = await create({ code: unique('AMS 2404'), revision: 'F' });
    const code = String(spec.code).toUpperCase();
    await refusedBoth(
      (lang) => post({ code: `  ${code} `, revision: ' f ' }, lang),
      `Specification ${code} Rev. f already exists`,
      `A especificação ${code} Rev. f já existe`,
    );
    // Another revision of the same code is another specification.
    const g = await create({ code: spec.code, revision: 'G' });
    await refusedBoth(
      (lang) => put(g.id, { revision: 'F' }, lang),
      `Specification ${String(spec.code)} Rev. F already exists`,
      `A especificação ${String(spec.code)} Rev. F já existe`,
    );
    // Saving a specification unchanged is not a clash with itself.
    expect(ok(await put(spec.id, { title: 'Cadmium plating' }))).toMatchObject({ title: 'Cadmium plating' });
  });

  test('the thickness range, the bake and salt spray hours are checked together', async () => {
    await refusedBoth(
      (lang) =>
        post(
          {
            code: unique('ASTM B733'),
            revision: '22',
            thicknessMin: 25,
            thicknessMax: 12.5,
            bakeHours: 3,
            bakeWithinHours: 4,
            requiredTests: ['saltSpray'],
          },
          lang,
        ),
      {
        thicknessMax: 'Maximum thickness must not be below the minimum thickness (25)',
        bakeHours: 'Bake hours is given only with a bake temperature',
        bakeWithinHours: 'Bake within (hours of plating) is given only with a bake temperature',
        saltSprayHours: 'Salt spray hours is required when salt spray is a required test',
      },
      {
        thicknessMax: 'Espessura máxima não pode ser menor que a espessura mínima (25)',
        bakeHours: 'Horas de desidrogenação: informe somente com uma temperatura de desidrogenação',
        bakeWithinHours:
          'Desidrogenar em até (horas após o banho): informe somente com uma temperatura de desidrogenação',
        saltSprayHours: 'Horas de névoa salina: obrigatório quando névoa salina é um ensaio exigido',
      },
    );
  });

  test('a bake temperature needs its unit, a unit needs a temperature, salt spray hours need the test', async () => {
    await refusedBoth(
      (lang) => post({ code: unique('MIL'), revision: 'A', bakeTemperature: 190 }, lang),
      { bakeTemperatureUnit: 'Bake temperature unit is required with a bake temperature' },
      { bakeTemperatureUnit: 'Unidade da temperatura: obrigatório quando há temperatura de desidrogenação' },
    );
    const spec = await create();
    await refusedBoth(
      (lang) => put(spec.id, { bakeTemperatureUnit: '°C', saltSprayHours: 96 }, lang),
      {
        bakeTemperatureUnit: 'Bake temperature unit is given only with a bake temperature',
        saltSprayHours: 'Salt spray hours is given only when salt spray is a required test',
      },
      {
        bakeTemperatureUnit: 'Unidade da temperatura: informe somente com uma temperatura de desidrogenação',
        saltSprayHours: 'Horas de névoa salina: informe somente quando névoa salina é um ensaio exigido',
      },
    );
  });

  test('a complete specification is kept as given', async () => {
    const data = {
      code: unique('AMS 2404'),
      revision: 'F',
      thicknessMin: 12.5,
      thicknessMax: 25,
      thicknessUnit: 'µm',
      bakeTemperature: 190,
      bakeTemperatureUnit: '°C',
      bakeHours: 3,
      bakeWithinHours: 4,
      requiredTests: ['adhesion', 'saltSpray'],
      saltSprayHours: 96,
    };
    const spec = await create(data);
    expect(ok<Row>(await as(ctx, 'GET', `/api/specification/${spec.id}`))).toMatchObject(data);
  });
});

describe('the label', () => {
  test('a specification reads "<code> Rev. <revision>", kept by the server, and autocomplete finds it so', async () => {
    const code = unique('AMS 2404');
    const spec = await create({ code: ` ${code} `, revision: ' F ' });
    expect(spec.label).toBe(`${code} Rev. F`);
    const found = ok<Row[]>(
      await as(ctx, 'GET', '/api/specification/autocomplete', { query: { query: `${code} rev. f` } }),
    );
    expect(found).toEqual([{ id: spec.id, label: `${code} Rev. F` }]);
    // A new revision renames it; a label sent by a client is never what is kept.
    const renamed = ok(await put(spec.id, { revision: 'G' }));
    expect(renamed.label).toBe(`${code} Rev. G`);
    const sent = await put(spec.id, { label: 'Something else' });
    expect([sent.status, sent.body.errors]).toEqual([400, { _unknown: 'Data has keys beyond those specified: label' }]);
    expect(ok<Row>(await as(ctx, 'GET', `/api/specification/${spec.id}`)).label).toBe(`${code} Rev. G`);
  });
});
