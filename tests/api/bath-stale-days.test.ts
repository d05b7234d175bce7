/**
 * The days after which a tank's last analysis is stale are a shop setting (docs/domain-rules.md#chemistry):
 * saved on PUT /api/settings by whoever may edit settings, checked (a whole number 1–365, nothing written
 * otherwise), and read by the tank state at once and by the sweep.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { markStaleTanks } from '../../server/services/baths/tank-state';
import { resourceTables, settings } from '../../server/db/tables';
import { analyse, bathSnapshot, createTank, getTank } from '../helpers/baths';
import { call } from '../helpers/http';
import { createUser } from '../helpers/users';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const nickel = { parameter: 'Nickel metal', unit: 'g/L', target: 75, lower: 65, upper: 85 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const save = (body: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'PUT', '/api/settings', {
    token: ctx.owner.token,
    body: { settings: { theme: 'default', ...body } },
    lang,
  });
const stored = async () => (await ctx.db.select().from(settings))[0]?.analysisStaleDays;
const settingsAudit = () =>
  ctx.db.select().from(resourceTables.auditLog).where(eq(resourceTables.auditLog.entityName, 'settings'));

describe('days before an analysis is stale', () => {
  test('7 until set; the state and the sweep follow a saved value at once', async () => {
    expect(ok(await as(ctx, 'GET', '/api/settings')).analysisStaleDays).toBe(7);
    const tank = await createTank(ctx, [nickel]);
    await analyse(ctx, tank.id, 'Nickel metal', 75, { analysedAt: daysAgo(9) });
    expect((await getTank(ctx, tank.id)).state).toBe('notAnalysed');

    // Ten days: nine days old is recent enough again, without waiting for the hourly sweep.
    expect(ok(await save({ analysisStaleDays: 10 })).analysisStaleDays).toBe(10);
    expect(await stored()).toBe(10);
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
    expect((await settingsAudit()).at(-1)?.values).toMatchObject({ analysisStaleDays: 10 });

    // A save that leaves the days out keeps them.
    expect(ok(await save({ mode: 'light' })).analysisStaleDays).toBe(10);

    // Back to three days: the tank is stale again, and a fresh analysis brings it back.
    ok(await save({ analysisStaleDays: 3 }));
    expect((await getTank(ctx, tank.id)).state).toBe('notAnalysed');
    await analyse(ctx, tank.id, 'Nickel metal', 75, { analysedAt: daysAgo(2) });
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
    // The sweep reads the setting too: lowering it by hand (as a later save would) and sweeping moves the tank.
    await ctx.db.update(settings).set({ analysisStaleDays: 1 });
    expect(await markStaleTanks(ctx.db)).toBeGreaterThan(0);
    expect((await getTank(ctx, tank.id)).state).toBe('notAnalysed');
    ok(await save({ analysisStaleDays: 7 }));
    expect((await getTank(ctx, tank.id)).state).toBe('inControl');
  });

  test('anything but a whole number from 1 to 365 is refused in en and pt-BR; nothing is written', async () => {
    const before = {
      row: await ctx.db.select().from(settings),
      baths: await bathSnapshot(ctx),
      audit: (await settingsAudit()).length,
    };
    const message = 'Days before an analysis is stale must be a whole number from 1 to 365';
    for (const bad of [0, 366, -3, 2.5, '10', null, true, 1e9]) {
      const res = await save({ analysisStaleDays: bad });
      expect([res.status, res.body.message], JSON.stringify(bad)).toEqual([400, message]);
    }
    const pt = await save({ analysisStaleDays: 0 }, 'pt-BR');
    expect([pt.status, pt.body.message]).toEqual([
      400,
      'Dias até a análise vencer deve ser um número inteiro de 1 a 365',
    ]);
    expect(await ctx.db.select().from(settings)).toEqual(before.row);
    expect(await bathSnapshot(ctx)).toEqual(before.baths);
    expect(await settingsAudit()).toHaveLength(before.audit);
  });

  test('only whoever may edit settings saves it (403, nothing written)', async () => {
    const editor = await createUser(ctx.app, ctx.db, { roles: ['editor'] });
    const before = await stored();
    const res = await call(ctx.app, 'PUT', '/api/settings', {
      token: editor.token,
      body: { settings: { theme: 'default', analysisStaleDays: 30 } },
    });
    expect(res.status).toBe(403);
    expect(await stored()).toBe(before);
  });
});
