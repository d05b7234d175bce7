/**
 * A record another record references is never deleted from under it, and a record the server changes
 * on its own is audited (issue 34, item 6). Deleting the chemical use behind a bath addition had set the
 * analysis's `addition` to null (ON DELETE SET NULL), unaudited, and let the addition be recorded again.
 * Now no foreign key sets null or cascades; the only link a delete clears, a packing list's invoice when
 * its invoice is deleted, is cleared by the server with an update entry, as is its setting.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { createInvoice, updateInvoice } from '../helpers/billing';
import { analyse, bathSnapshot, createTank, recordAddition } from '../helpers/baths';
import { stockedChemical } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { as, createPacking, ok, setupPartsFlow, shipperFlow, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const del = (resource: string, ids: string[], lang = 'en') =>
  call(ctx.app, 'DELETE', `/api/${resource}`, { token: ctx.owner.token, query: { ids }, lang });
const { auditLog } = resourceTables;
const entriesOf = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')))
    .orderBy(asc(auditLog.timestamp));

/** A Low analysis with its addition recorded: the analysis and the chemical use behind it. */
async function addedAnalysis() {
  const { chemical } = await stockedChemical(ctx, 100, { unit: 'kg' });
  const tank = await createTank(ctx, [
    {
      parameter: 'Nickel metal',
      unit: 'g/L',
      target: 75,
      lower: 65,
      upper: 85,
      chemical: chemical.id,
      factor: 1,
      factorUnit: 'g',
    },
  ]);
  const low = await analyse(ctx, tank.id, 'Nickel metal', 60);
  return ok<{ use: Row; analysis: Row }>(await recordAddition(ctx, low.id, { date: '2026-03-02' }));
}

describe('the chemical use behind a bath addition', () => {
  test('is not deleted: the refusal names it and what uses it, in both languages, and nothing changes', async () => {
    const { use, analysis } = await addedAnalysis();
    const before = await bathSnapshot(ctx);
    const res = await del('chemical-out', [use.id]);
    expect([res.status, res.body.message]).toEqual([
      400,
      'Nothing was deleted: 2026-03-02 is still used by 1 Bath analysis',
    ]);
    const pt = await del('chemical-out', [use.id], 'pt-BR');
    expect([pt.status, pt.body.message]).toEqual([
      400,
      'Nada foi excluído: 2026-03-02 ainda está em uso em 1 Análise de banho',
    ]);
    expect(await bathSnapshot(ctx)).toEqual(before);
    const again = await recordAddition(ctx, analysis.id);
    expect([again.status, again.body.message]).toEqual([
      400,
      'The addition for this Nickel metal analysis was already recorded',
    ]);
  });

  test('stays while its analysis is kept voided: an analysis is never deleted', async () => {
    const { use, analysis } = await addedAnalysis();
    ok(
      await call(ctx.app, 'POST', `/api/bath-analysis/${analysis.id}/void`, {
        token: ctx.owner.token,
        body: { data: { voidReason: 'Wrong sample' } },
      }),
    );
    expect((await del('chemical-out', [use.id])).status).toBe(400);
    expect((await as(ctx, 'GET', `/api/chemical-out/${use.id}`)).status).toBe(200);
  });
});

describe('the links the server keeps', () => {
  test('no foreign key sets null, a default or cascades: the database never changes a record silently', async () => {
    const loose = await ctx.db.execute(
      sql`select conname from pg_constraint where contype = 'f' and confdeltype in ('n', 'd', 'c')`,
    );
    expect((loose as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  test("an invoice's packing list gains, loses on void, and loses on delete its link, each audited", async () => {
    const { shipper } = await shipperFlow(ctx, 10);
    const packing = await createPacking(ctx, shipper, 4);
    const invoice = await createInvoice(ctx, packing);
    const linked = await entriesOf(packing.id);
    expect(linked).toEqual([
      expect.objectContaining({
        entityName: 'packing',
        createdById: ctx.owner.id,
        values: expect.objectContaining({ invoice: invoice.id }),
      }),
    ]);
    ok(await updateInvoice(ctx, invoice.id, { status: 'Void', voidReason: 'Billed twice' }));
    expect((await entriesOf(packing.id)).map((e) => (e.values as Row).invoice)).toEqual([invoice.id, null]);

    const second = await createInvoice(ctx, packing);
    ok(await del('invoice', [second.id]));
    const packingRow = ok(await as(ctx, 'GET', `/api/packing/${packing.id}`));
    expect(packingRow.invoice).toBeNull();
    expect((await entriesOf(packing.id)).map((e) => (e.values as Row).invoice)).toEqual([
      invoice.id,
      null,
      second.id,
      null,
    ]);
  });
});
