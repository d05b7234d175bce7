/**
 * docs/domain-rules.md#chemicals-and-stock: a chemical's stock is received minus used, moved in the movement's own
 * transaction, never below zero (also under concurrent uses: the chemical row is locked),
 * and flagged below its minimum. Receipts and uses are a ledger: no update.
 */
import { describe, expect, test } from 'vitest';
import {
  chemistrySnapshot,
  createChemical,
  getChemical,
  receive,
  stockedChemical,
  today,
  use,
} from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, ok, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();

describe('stock', () => {
  test('receipts add and uses take, in the same write; deleting a movement takes it back', async () => {
    const chemical = await createChemical(ctx, { unit: 'L' });
    expect(chemical.stock).toBe(0);
    const receipt = ok(await receive(ctx, chemical.id, 12.5));
    expect((await getChemical(ctx, chemical.id)).stock).toBe(12.5);
    const used = ok(await use(ctx, chemical.id, 2.25));
    expect((await getChemical(ctx, chemical.id)).stock).toBe(10.25);
    ok(await as(ctx, 'DELETE', '/api/chemical-out', { query: { ids: [used.id] } }));
    expect((await getChemical(ctx, chemical.id)).stock).toBe(12.5);
    ok(await as(ctx, 'DELETE', '/api/chemical-in', { query: { ids: [receipt.id] } }));
    expect((await getChemical(ctx, chemical.id)).stock).toBe(0);
  });

  test('a use beyond stock is 400 naming what is left, and writes nothing', async () => {
    const { chemical } = await stockedChemical(ctx, 3, { unit: 'kg' });
    const before = await chemistrySnapshot(ctx);
    const res = await use(ctx, chemical.id, 3.5);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Only 3 kg of ${chemical.name} in stock`);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
    const ptBR = await call(ctx.app, 'POST', '/api/chemical-out', {
      token: ctx.owner.token,
      lang: 'pt-BR',
      body: { data: { date: today(), chemical: chemical.id, quantity: 4 } },
    });
    expect(ptBR.body.message).toBe(`Há apenas 3 kg de ${chemical.name} em estoque`);
  });

  test('deleting a receipt whose stock was used is refused, and writes nothing', async () => {
    const { chemical, receipt } = await stockedChemical(ctx, 5);
    ok(await use(ctx, chemical.id, 2));
    const before = await chemistrySnapshot(ctx);
    const res = await as(ctx, 'DELETE', '/api/chemical-in', { query: { ids: [receipt.id] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Deleting this receipt would take ${chemical.name} below zero: only 3 kg in stock`);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('10 concurrent uses of 1 on a stock of 5: exactly 5 succeed and stock ends at 0', async () => {
    const { chemical } = await stockedChemical(ctx, 5);
    const results = await Promise.all(Array.from({ length: 10 }, () => use(ctx, chemical.id, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refusals = results.filter((r) => r.status !== 200);
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual(
      Array(5).fill([400, `Only 0 kg of ${chemical.name} in stock`]),
    );
    const after = await getChemical(ctx, chemical.id);
    expect(after.stock).toBe(0);
    const uses = await as(ctx, 'GET', '/api/chemical-out', { query: { filter: { chemical: chemical.id } } });
    expect(ok<{ count: number }>(uses).count).toBe(5);
  });
});

describe('below minimum', () => {
  const lowList = async () =>
    ok<{ rows: Row[] }>(await as(ctx, 'GET', '/api/chemical', { query: { filter: { lowStock: true } } })).rows.map(
      (r) => r.id,
    );

  test('lowStock follows stock moves and minimumStock changes, and filters the list', async () => {
    const chemical = await createChemical(ctx, { minimumStock: 10 });
    expect(chemical.lowStock).toBe(true);
    expect(await lowList()).toContain(chemical.id);
    ok(await receive(ctx, chemical.id, 10));
    expect((await getChemical(ctx, chemical.id)).lowStock).toBe(false);
    expect(await lowList()).not.toContain(chemical.id);
    ok(await use(ctx, chemical.id, 0.5));
    expect((await getChemical(ctx, chemical.id)).lowStock).toBe(true);
    const raised = ok(
      await as(ctx, 'PUT', `/api/chemical/${chemical.id}`, { body: { id: chemical.id, data: { minimumStock: 5 } } }),
    );
    expect(raised).toMatchObject({ stock: 9.5, lowStock: false });
    const none = ok(
      await as(ctx, 'PUT', `/api/chemical/${chemical.id}`, { body: { id: chemical.id, data: { minimumStock: null } } }),
    );
    expect(none.lowStock).toBe(false);
  });
});

describe('chemical rules', () => {
  test('a duplicate name is refused whatever its case', async () => {
    const name = unique('sulfamate');
    await createChemical(ctx, { name });
    const before = await chemistrySnapshot(ctx);
    const res = await as(ctx, 'POST', '/api/chemical', { body: { data: { name: name.toUpperCase(), unit: 'g' } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`A chemical named ${name.toUpperCase()} already exists`);
    const other = await createChemical(ctx);
    const renamed = await as(ctx, 'PUT', `/api/chemical/${other.id}`, { body: { id: other.id, data: { name } } });
    expect(renamed.status).toBe(400);
    expect((await chemistrySnapshot(ctx)).chemicals).toHaveLength(before.chemicals.length + 1);
  });

  test('a CAS number must have the registry form', async () => {
    ok(
      await as(ctx, 'POST', '/api/chemical', {
        body: { data: { name: unique('nickel'), unit: 'kg', casNumber: '7786-81-4' } },
      }),
    );
    const res = await as(ctx, 'POST', '/api/chemical', {
      body: { data: { name: unique('nickel'), unit: 'kg', casNumber: '7786-8-14' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ casNumber: 'CAS number must match pattern' });
  });

  test('a chemical with movements cannot be deleted', async () => {
    const { chemical } = await stockedChemical(ctx, 2);
    const before = await chemistrySnapshot(ctx);
    const res = await as(ctx, 'DELETE', '/api/chemical', { query: { ids: [chemical.id] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Nothing was deleted: ${chemical.name} is still used by 1 Chemical receipt`);
    expect(await chemistrySnapshot(ctx)).toEqual(before);
  });

  test('movements have no update route and quantities must be above zero', async () => {
    const { chemical, receipt } = await stockedChemical(ctx, 2);
    const put = await as(ctx, 'PUT', `/api/chemical-in/${receipt.id}`, {
      body: { id: receipt.id, data: { quantity: 1 } },
    });
    expect(put.status).toBe(404);
    for (const quantity of [0, -1]) {
      const res = await use(ctx, chemical.id, quantity);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ quantity: 'Quantity must be greater than 0' });
    }
  });
});
