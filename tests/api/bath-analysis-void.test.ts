/**
 * A bath analysis is never deleted (docs/domain-rules.md#bath-control): a mistaken one is voided with a reason
 * (POST /api/bath-analysis/:id/void). It stays readable and listed, marked void, audited, and leaves its tank's
 * state and the addition proposal. Refusals are in the caller's language and write nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { analyse, bathSnapshot, createTank, getTank, proposal, recordAddition } from '../helpers/baths';
import { createChemical, receive } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const nickel = { parameter: 'Nickel metal', unit: 'g/L', target: 75, lower: 65, upper: 85 };
const voidIt = (id: string, data: unknown, lang = 'en', token = ctx.owner.token) =>
  call(ctx.app, 'POST', `/api/bath-analysis/${id}/void`, { token, lang, body: { data } });

/** Runs a request that must be refused, checking nothing was written; answers the body. */
async function refused(status: number, request: () => ReturnType<typeof call>) {
  const before = await bathSnapshot(ctx);
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await bathSnapshot(ctx)).toEqual(before);
  return res.body as { message: string; errors?: Record<string, string> };
}

describe('voiding a bath analysis', () => {
  test('a High analysis voided: the tank is judged again without it, the analysis stays readable, listed and marked void, audited', async () => {
    const tank = await createTank(ctx, [nickel]);
    await analyse(ctx, tank.id, 'Nickel metal', 75, { analysedAt: new Date(Date.now() - 3_600_000).toISOString() });
    const high = await analyse(ctx, tank.id, 'Nickel metal', 95);
    expect((await getTank(ctx, tank.id)).state).toBe('outOfControl');
    const reason = 'Sample diluted twice by mistake';
    expect(ok(await voidIt(high.id, { voidReason: reason }))).toMatchObject({
      id: high.id,
      voided: true,
      voidReason: reason,
      flag: 'high',
      value: 95,
    });
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
    expect(ok(await as(ctx, 'GET', `/api/bath-analysis/${high.id}`))).toMatchObject({
      voided: true,
      voidReason: reason,
    });
    const list = ok<{ rows: { id: string; voided: boolean }[] }>(
      await as(ctx, 'GET', '/api/bath-analysis', { query: { filter: { tank: tank.id } } }),
    );
    expect(list.rows.find((row) => row.id === high.id)?.voided).toBe(true);
    const { auditLog } = resourceTables;
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, high.id), eq(auditLog.action, 'update')));
    expect(entries).toEqual([
      expect.objectContaining({
        createdByEmail: ctx.owner.email,
        values: expect.objectContaining({ voided: true, voidReason: reason }),
      }),
    ]);
  });

  test('the only analysis voided leaves the tank Not analysed', async () => {
    const tank = await createTank(ctx, [nickel]);
    const high = await analyse(ctx, tank.id, 'Nickel metal', 95);
    ok(await voidIt(high.id, { voidReason: 'Wrong tank' }));
    expect(await getTank(ctx, tank.id)).toMatchObject({ state: 'notAnalysed', lastAnalysed: null });
  });

  test('never deleted: DELETE is not offered (404, as for payments) and nothing is written', async () => {
    const tank = await createTank(ctx, [nickel]);
    const high = await analyse(ctx, tank.id, 'Nickel metal', 95);
    await refused(404, () => as(ctx, 'DELETE', '/api/bath-analysis', { query: { ids: [high.id] } }));
    expect((await getTank(ctx, tank.id)).state).toBe('outOfControl');
  });

  test('a reason is required, under the field in en and pt-BR; voided once; an unknown analysis is a 404; nothing is written', async () => {
    const tank = await createTank(ctx, [nickel]);
    const high = await analyse(ctx, tank.id, 'Nickel metal', 95);
    for (const data of [{}, { voidReason: '' }, { voidReason: '   ' }]) {
      expect((await refused(400, () => voidIt(high.id, data))).errors).toEqual({ voidReason: 'Reason is required' });
    }
    expect((await refused(400, () => voidIt(high.id, {}, 'pt-BR'))).errors).toEqual({
      voidReason: 'Motivo é obrigatório',
    });
    expect((await refused(400, () => voidIt(high.id, { voidReason: 'x'.repeat(2001) }))).errors?.voidReason).toMatch(
      /^Reason /,
    );
    ok(await voidIt(high.id, { voidReason: 'Wrong tank' }));
    expect((await refused(400, () => voidIt(high.id, { voidReason: 'Again' }))).message).toBe(
      'This Nickel metal analysis is already void',
    );
    expect((await refused(400, () => voidIt(high.id, { voidReason: 'Again' }, 'pt-BR'))).message).toBe(
      'Esta análise de Nickel metal já está anulada',
    );
    for (const id of [randomUUID(), 'not-an-id']) await refused(404, () => voidIt(id, { voidReason: 'Wrong tank' }));
  });

  test('a void Low analysis proposes no addition and records none', async () => {
    const salt = await createChemical(ctx, { unit: 'kg' });
    ok(await receive(ctx, salt.id, 100));
    const tank = await createTank(ctx, [{ ...nickel, chemical: salt.id, factor: 0.001, factorUnit: 'kg' }]);
    const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
    ok(await voidIt(low.id, { voidReason: 'Titrant was expired' }));
    const message = 'This Nickel metal analysis is void: it proposes no addition';
    expect(((await proposal(ctx, low.id)).body as { message: string }).message).toBe(message);
    expect((await refused(400, () => recordAddition(ctx, low.id))).message).toBe(message);
  });

  test('voiding needs the right to edit chemistry: a viewer reads but is refused (403), nothing written', async () => {
    const tank = await createTank(ctx, [nickel]);
    const high = await analyse(ctx, tank.id, 'Nickel metal', 95);
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    await refused(403, () => voidIt(high.id, { voidReason: 'Wrong tank' }, 'en', viewer.token));
  });
});
