/** Small factories for the nonconformance API tests (docs/domain-rules.md#quality). */
import { asc, eq } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import { call } from './http';
import { createPacking, ok, shipperFlow, snapshot, unique, type PartsFlowContext, type Row } from './parts-flow';
import type { TestUser } from './users';

export const postNonconformance = (
  ctx: PartsFlowContext,
  data: Record<string, unknown>,
  user?: TestUser,
  lang = 'en',
) =>
  call(ctx.app, 'POST', '/api/nonconformance', {
    token: (user ?? ctx.owner).token,
    lang,
    body: { data: { date: '2026-03-10', source: 'other', description: 'Blistered parts', ...data } },
  });

export const putNonconformance = (
  ctx: PartsFlowContext,
  id: string,
  data: Record<string, unknown>,
  user?: TestUser,
  lang = 'en',
) => call(ctx.app, 'PUT', `/api/nonconformance/${id}`, { token: (user ?? ctx.owner).token, lang, body: { id, data } });

export const createNonconformance = async (ctx: PartsFlowContext, data: Record<string, unknown>, user?: TestUser) =>
  ok(await postNonconformance(ctx, data, user));

/** A packing list of `quantity` parts and an inspection of it, its result as given (stored as the server would). */
export async function inspectedPacking(ctx: PartsFlowContext, quantity: number, result: 'pass' | 'fail' = 'fail') {
  const flow = await shipperFlow(ctx, quantity);
  const packing = await createPacking(ctx, flow.shipper, quantity);
  const specification = ok(
    await call(ctx.app, 'POST', '/api/specification', {
      token: ctx.owner.token,
      body: { data: { code: unique('AMS 2404'), revision: 'D', thicknessMin: 10, thicknessMax: 20 } },
    }),
  );
  const readings = [{ value: result === 'fail' ? 5 : 15 }];
  const inspection = ok(
    await call(ctx.app, 'POST', '/api/inspection', {
      token: ctx.owner.token,
      body: {
        data: { packing: packing.id, specification: specification.id, inspectedAt: new Date().toISOString(), readings },
      },
    }),
  );
  // The result is the inspection rules' to compute; set here so these tests do not depend on them.
  const table = resourceTables.inspection;
  await ctx.db.update(table).set({ result }).where(eq(table.id, inspection.id));
  return { ...flow, packing, inspection: inspection as Row };
}

/** snapshot() plus every nonconformance row: what a refused request must leave as it was. */
export async function nonconformanceSnapshot(ctx: PartsFlowContext) {
  const table = resourceTables.nonconformance;
  return { ...(await snapshot(ctx)), nonconformances: await ctx.db.select().from(table).orderBy(asc(table.id)) };
}
