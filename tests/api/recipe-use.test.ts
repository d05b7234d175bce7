/**
 * "Use recipe" (docs/domain-rules.md#recipes): one chemical use per ingredient, quantity times batches in
 * the chemical's unit, all in one transaction or none; concurrent uses never take stock below zero.
 */
import { describe, expect, test } from 'vitest';
import {
  chemistrySnapshot,
  createChemical,
  createRecipe,
  getChemical,
  receive,
  stockedChemical,
  useRecipe,
} from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, auditCount, ok, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

async function twoChemicalRecipe(nickelStock: number, acidStock: number) {
  const { chemical: nickel } = await stockedChemical(ctx, nickelStock, { unit: 'kg', minimumStock: 1 });
  const { chemical: acid } = await stockedChemical(ctx, acidStock, { unit: 'L' });
  const recipe = ok(
    await createRecipe(ctx, [
      { chemical: nickel.id, quantity: 500, unit: 'g' },
      { chemical: acid.id, quantity: 0.25, unit: 'L' },
    ]),
  );
  return { nickel, acid, recipe };
}

describe('use recipe', () => {
  test('writes one use per ingredient, converted to the chemical unit, and moves each stock', async () => {
    const { nickel, acid, recipe } = await twoChemicalRecipe(3, 2);
    const tank = ok(
      await as(ctx, 'POST', '/api/tank', {
        body: { data: { name: unique('tank'), volumeUnit: 'L', status: 'inUse' } },
      }),
    );
    const audit = await auditCount(ctx);
    const res = ok<{ rows: Row[] }>(await useRecipe(ctx, recipe.id, 2, { notes: 'weekly top-up', tank: tank.id }));
    expect(res.rows.map((r) => [r.chemical, r.quantity, r.recipe, r.tank, r.notes]).sort()).toEqual(
      [
        [nickel.id, 1, recipe.id, tank.id, 'weekly top-up'],
        [acid.id, 0.5, recipe.id, tank.id, 'weekly top-up'],
      ].sort(),
    );
    expect((await getChemical(ctx, nickel.id)).stock).toBe(2);
    expect((await getChemical(ctx, acid.id)).stock).toBe(1.5);
    expect(await auditCount(ctx)).toBe(audit + 2);
    const uses = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/chemical-out', { query: { filter: { recipe: recipe.id } } }),
    );
    expect(uses.rows.map((r) => (r.labels as Row).recipe)).toEqual([recipe.recipe, recipe.recipe]);
  });

  test('one short ingredient refuses the lot, saying how much is missing, and nothing is written', async () => {
    const { acid, recipe } = await twoChemicalRecipe(10, 0.6);
    const before = await chemistrySnapshot(ctx);
    const res = await useRecipe(ctx, recipe.id, 3);
    expect([res.status, res.body.message]).toEqual([
      400,
      `Not enough stock to use ${recipe.recipe}; missing: ${acid.name} 0.15 L`,
    ]);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test("every short ingredient is named with what it lacks, in the caller's language, and nothing is written", async () => {
    // 4 batches take 2 kg of nickel (1.2 in stock) and 1 L of acid (0.3 in stock).
    const { nickel, acid, recipe } = await twoChemicalRecipe(1.2, 0.3);
    const before = await chemistrySnapshot(ctx);
    const missing = [`${nickel.name} 0.8 kg`, `${acid.name} 0.7 L`];
    // In Portuguese the quantities are written with its decimal comma.
    const faltam = [`${nickel.name} 0,8 kg`, `${acid.name} 0,7 L`];
    const en = await useRecipe(ctx, recipe.id, 4);
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(new RegExp(`^Not enough stock to use ${recipe.recipe}; missing: `));
    for (const text of missing) expect(en.body.message).toContain(text);
    const pt = await call(ctx.app, 'POST', `/api/recipe/${recipe.id}/use`, {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: { data: { batches: 4, date: '2026-01-01' } },
    });
    expect(pt.status).toBe(400);
    expect(pt.body.message).toMatch(new RegExp(`^Estoque insuficiente para usar ${recipe.recipe}; faltam: `));
    for (const text of faltam) expect(pt.body.message).toContain(text);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('an ingredient named twice is short by the sum of both rows', async () => {
    const { chemical } = await stockedChemical(ctx, 1, { unit: 'kg' });
    const recipe = ok(
      await createRecipe(ctx, [
        { chemical: chemical.id, quantity: 600, unit: 'g' },
        { chemical: chemical.id, quantity: 0.6, unit: 'kg' },
      ]),
    );
    const before = await chemistrySnapshot(ctx);
    const res = await useRecipe(ctx, recipe.id, 1);
    expect([res.status, res.body.message]).toEqual([
      400,
      `Not enough stock to use ${recipe.recipe}; missing: ${chemical.name} 0.2 kg`,
    ]);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('bad input is a 400 with the field named, and nothing is written', async () => {
    const { recipe } = await twoChemicalRecipe(10, 10);
    const before = await chemistrySnapshot(ctx);
    const cases: [unknown, Record<string, unknown>, Record<string, string>][] = [
      [0, {}, { batches: 'Batches must be greater than or equal to 1' }],
      [1.5, {}, { batches: 'Batches must be an integer' }],
      ['many', {}, { batches: 'Batches must be a number' }],
      [1001, {}, { batches: 'Batches must be less than or equal to 1,000' }],
      [1, { date: 'yesterday' }, { date: 'Date is invalid' }],
      [1, { extra: true }, { _unknown: 'Data has keys beyond those specified: extra' }],
    ];
    for (const [batches, data, errors] of cases) {
      const res = await useRecipe(ctx, recipe.id, batches, data);
      expect([res.status, res.body.errors]).toEqual([400, errors]);
    }
    const pt = await call(ctx.app, 'POST', `/api/recipe/${recipe.id}/use`, {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: { data: { batches: 0, date: '2026-01-01' } },
    });
    expect(pt.body.errors).toEqual({ batches: 'Bateladas deve ser maior ou igual a 1' });
    expect((await as(ctx, 'POST', `/api/recipe/${recipe.id}/use`, { body: {} })).status).toBe(400);
    expect((await useRecipe(ctx, '00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await useRecipe(ctx, 'not-an-id', 1)).status).toBe(404);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('a chemical whose unit changed kind since the recipe was written is refused by name', async () => {
    const chemical = await createChemical(ctx, { unit: 'kg' });
    ok(await receive(ctx, chemical.id, 5));
    const recipe = ok(await createRecipe(ctx, [{ chemical: chemical.id, quantity: 1, unit: 'kg' }]));
    ok(await as(ctx, 'PUT', `/api/chemical/${chemical.id}`, { body: { id: chemical.id, data: { unit: 'L' } } }));
    const before = await chemistrySnapshot(ctx);
    const res = await useRecipe(ctx, recipe.id, 1);
    expect([res.status, res.body.message]).toEqual([400, `${chemical.name} cannot be measured in kg; edit the recipe`]);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('a recipe that was used cannot be deleted; its uses name it', async () => {
    const { recipe } = await twoChemicalRecipe(5, 5);
    ok(await useRecipe(ctx, recipe.id, 1));
    const res = await as(ctx, 'DELETE', '/api/recipe', { query: { ids: [recipe.id] } });
    expect([res.status, res.body.message]).toEqual([
      400,
      `Nothing was deleted: ${recipe.recipe} is still used by 2 Chemical uses`,
    ]);
  });

  test('8 concurrent uses of a recipe on stock for 3: exactly 3 succeed, both stocks end exact', async () => {
    // Two recipes share both chemicals, listed in opposite orders: locks are taken in id order.
    const { nickel, acid, recipe } = await twoChemicalRecipe(1.5, 10);
    const reversed = ok(
      await createRecipe(ctx, [
        { chemical: acid.id, quantity: 0.25, unit: 'L' },
        { chemical: nickel.id, quantity: 0.5, unit: 'kg' },
      ]),
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => useRecipe(ctx, i % 2 ? reversed.id : recipe.id, 1)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(5).fill(400));
    expect(await getChemical(ctx, nickel.id)).toMatchObject({ stock: 0, lowStock: true });
    expect((await getChemical(ctx, acid.id)).stock).toBe(9.25);
    const uses = ok<{ count: number }>(
      await as(ctx, 'GET', '/api/chemical-out', { query: { filter: { chemical: acid.id } } }),
    );
    expect(uses.count).toBe(3);
  });

  test('recording uses needs chemicalCreate: a viewer is refused', async () => {
    const { recipe } = await twoChemicalRecipe(5, 5);
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['entityViewer'] });
    const res = await call(ctx.app, 'POST', `/api/recipe/${recipe.id}/use`, {
      token: viewer.token,
      body: { data: { batches: 1, date: '2026-01-01' } },
    });
    expect(res.status).toBe(403);
  });
});
