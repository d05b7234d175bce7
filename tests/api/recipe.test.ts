/**
 * docs/domain-rules.md#recipes: recipes list their ingredients as rows, each checked on its own; a recipe
 * answers its ingredients' labels; a chemical in a recipe cannot be deleted.
 */
import { describe, expect, test } from 'vitest';
import { chemistrySnapshot, createChemical, createRecipe, stockedChemical, today } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, ok, unique, setupPartsFlow, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();

describe('recipe rows', () => {
  test('a recipe keeps its rows in order and answers each chemical by name', async () => {
    const nickel = await createChemical(ctx, { unit: 'kg' });
    const acid = await createChemical(ctx, { unit: 'L' });
    const recipe = ok(
      await createRecipe(ctx, [
        { chemical: nickel.id, quantity: '2.5', unit: 'kg' },
        { chemical: acid.id, quantity: 500, unit: 'mL' },
      ]),
    );
    expect(recipe.ingredients).toEqual([
      { chemical: nickel.id, quantity: 2.5, unit: 'kg' },
      { chemical: acid.id, quantity: 500, unit: 'mL' },
    ]);
    expect((recipe.labels as Row).ingredients).toEqual([{ chemical: nickel.name }, { chemical: acid.name }]);
    const listed = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/recipe', { query: { filter: { recipe: recipe.recipe } } }),
    );
    expect(listed.rows.map((r) => (r.labels as Row).ingredients)).toEqual([
      [{ chemical: nickel.name }, { chemical: acid.name }],
    ]);
  });

  test('each bad row is named by its row and column, in en and pt-BR, and nothing is written', async () => {
    const chemical = await createChemical(ctx);
    const before = await chemistrySnapshot(ctx);
    const rows = [
      { chemical: chemical.id, quantity: 1, unit: 'kg' },
      { chemical: chemical.id, quantity: 0, unit: 'kg' },
      { chemical: null, quantity: 1, unit: 'bucket' },
      { chemical: chemical.id, quantity: 1, unit: 'kg', colour: 'green' },
    ];
    const res = await createRecipe(ctx, rows as never);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'ingredients.1.quantity': 'Quantity in row 2 must be greater than 0',
      'ingredients.2.chemical': 'Chemical in row 3 is required',
      'ingredients.2.unit': 'Unit in row 3 must be one of the following values: kg, g, L, mL, gal, lb',
      'ingredients.3._unknown': 'Data in row 4 has keys beyond those specified: colour',
    });
    const ptBR = await call(ctx.app, 'POST', '/api/recipe', {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: { data: { recipe: unique('r'), ingredients: rows.slice(0, 2) } },
    });
    expect(ptBR.body.errors).toEqual({ 'ingredients.1.quantity': 'Quantidade na linha 2 deve ser maior que 0' });
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('no rows, too many rows, rows that are not a list, and an unknown chemical are refused', async () => {
    const chemical = await createChemical(ctx);
    const before = await chemistrySnapshot(ctx);
    const row = { chemical: chemical.id, quantity: 1, unit: 'kg' };
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, Record<string, string>][] = [
      [[], { ingredients: 'Ingredients is required' }],
      [Array(51).fill(row), { ingredients: 'Ingredients must have at most 50 rows' }],
      [{ chemical: chemical.id }, { ingredients: 'Ingredients is invalid' }],
      [[row, { ...row, chemical: missing }], { 'ingredients.1.chemical': `Chemical in row 2 "${missing}" not found` }],
    ];
    for (const [ingredients, errors] of cases) {
      const res = await createRecipe(ctx, ingredients as never);
      expect([res.status, res.body.errors]).toEqual([400, errors]);
    }
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('a row in a weight cannot dose a chemical kept by volume', async () => {
    const acid = await createChemical(ctx, { unit: 'L' });
    const before = await chemistrySnapshot(ctx);
    const res = await createRecipe(ctx, [{ chemical: acid.id, quantity: 1, unit: 'kg' }]);
    expect(res.body.errors).toEqual({
      'ingredients.0.unit': `Unit in row 1 must be one of L, mL, gal (${acid.name} is kept in L)`,
    });
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('an update replaces the rows, checked the same way', async () => {
    const chemical = await createChemical(ctx);
    const recipe = ok(await createRecipe(ctx, [{ chemical: chemical.id, quantity: 1, unit: 'kg' }]));
    const put = (ingredients: unknown) =>
      as(ctx, 'PUT', `/api/recipe/${recipe.id}`, { body: { id: recipe.id, data: { ingredients } } });
    const updated = ok(await put([{ chemical: chemical.id, quantity: 750, unit: 'g' }]));
    expect(updated.ingredients).toEqual([{ chemical: chemical.id, quantity: 750, unit: 'g' }]);
    const refused = await put([{ chemical: chemical.id, quantity: -1, unit: 'g' }]);
    expect(refused.body.errors).toEqual({ 'ingredients.0.quantity': 'Quantity in row 1 must be greater than 0' });
    expect(ok(await as(ctx, 'GET', `/api/recipe/${recipe.id}`)).ingredients).toEqual(updated.ingredients);
  });
});

describe('recipe import', () => {
  const importRecipe = (ingredients: string, hash = unique('hash')) =>
    as(ctx, 'POST', '/api/recipe/import', {
      body: { data: { recipe: unique('imported'), ingredients }, importHash: hash },
    });

  test('a cell lists rows as "<chemical> <quantity> <unit>" split by ";", chemicals by name', async () => {
    const nickel = await createChemical(ctx, { name: unique('nickel sulfate hexahydrate'), unit: 'kg' });
    const acid = await createChemical(ctx, { unit: 'L' });
    const recipe = ok(await importRecipe(`${String(nickel.name).toUpperCase()} 2.5 kg; ${acid.name} 750 mL;`));
    expect(recipe.ingredients).toEqual([
      { chemical: nickel.id, quantity: 2.5, unit: 'kg' },
      { chemical: acid.id, quantity: 750, unit: 'mL' },
    ]);
  });

  test('an unknown chemical, a missing quantity or a bad unit names its row, and nothing is written', async () => {
    const chemical = await createChemical(ctx);
    const before = await chemistrySnapshot(ctx);
    const unknown = await importRecipe(`${chemical.name} 1 kg; no such chemical 2 kg`);
    expect(unknown.body.errors).toEqual({ 'ingredients.1.chemical': 'Chemical in row 2 "no such chemical" not found' });
    const short = await importRecipe('kg');
    expect(short.body.errors).toEqual({
      'ingredients.0.chemical': 'Chemical in row 1 is required',
      'ingredients.0.quantity': 'Quantity in row 1 is required',
    });
    const badUnit = await importRecipe(`${chemical.name} 1 tons`);
    expect(badUnit.body.errors).toEqual({
      'ingredients.0.unit': 'Unit in row 1 must be one of the following values: kg, g, L, mL, gal, lb',
    });
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });
});

describe('chemicals in recipes', () => {
  test('a chemical in a recipe cannot be deleted; once the recipe is gone it can', async () => {
    const { chemical } = await stockedChemical(ctx, 0.001);
    const bare = await createChemical(ctx);
    const recipe = ok(await createRecipe(ctx, [{ chemical: bare.id, quantity: 1, unit: 'kg' }]));
    const before = await chemistrySnapshot(ctx);
    const res = await as(ctx, 'DELETE', '/api/chemical', { query: { ids: [bare.id] } });
    expect([res.status, res.body.message]).toEqual([
      400,
      `Nothing was deleted: ${bare.name} is still used by 1 Recipe`,
    ]);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
    ok(await as(ctx, 'DELETE', '/api/recipe', { query: { ids: [recipe.id] } }));
    ok(await as(ctx, 'DELETE', '/api/chemical', { query: { ids: [bare.id] } }));
    expect(chemical.stock).toBe(0.001);
  });

  test('deleting a chemical while a recipe naming it is saved: exactly one of the two succeeds', async () => {
    for (let round = 0; round < 4; round++) {
      const chemical = await createChemical(ctx);
      const [recipe, removal] = await Promise.all([
        createRecipe(ctx, [{ chemical: chemical.id, quantity: 1, unit: 'kg' }], { date: today() }),
        as(ctx, 'DELETE', '/api/chemical', { query: { ids: [chemical.id] } }),
      ]);
      expect([recipe.status, removal.status].sort()).toEqual([200, 400]);
    }
  });
});
