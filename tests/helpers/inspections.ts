/** Small factories for the inspection API tests (docs/domain-rules.md#inspections). */
import { asc, eq } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import { call } from './http';
import { as, auditCount, createPacking, ok, shipperFlow, unique, type PartsFlowContext, type Row } from './parts-flow';

export const createSpecification = async (ctx: PartsFlowContext, data: Record<string, unknown> = {}) =>
  ok(
    await as(ctx, 'POST', '/api/specification', {
      body: {
        data: {
          code: unique('AMS 2404'),
          revision: 'F',
          thicknessMin: 25,
          thicknessMax: 38,
          thicknessUnit: 'µm',
          requiredTests: [],
          ...data,
        },
      },
    }),
  );

/** An instrument whose calibration falls due on `due` (YYYY-MM-DD), or never calibrated (null). */
export async function createInstrument(ctx: PartsFlowContext, due: string | null, data: Record<string, unknown> = {}) {
  const row = ok(
    await as(ctx, 'POST', '/api/instrument', { body: { data: { tag: unique('XRF'), kind: 'xrf', ...data } } }),
  );
  // The due date is the calibration rules' (another part of the work); set it as they would.
  await ctx.db
    .update(resourceTables.instrument)
    .set({ calibrationDue: due })
    .where(eq(resourceTables.instrument.id, row.id));
  return row;
}

export async function createPackingList(ctx: PartsFlowContext): Promise<Row> {
  const { shipper } = await shipperFlow(ctx, 100, 0);
  return createPacking(ctx, shipper, 100);
}

export const inspectionData = (packing: string, specification: string, data: Record<string, unknown> = {}) => ({
  packing,
  specification,
  inspectedAt: '2026-03-10T10:00:00.000Z',
  readings: [{ value: 26.1 }, { value: 30 }, { value: 31.25 }],
  tests: [],
  ...data,
});

export const postInspection = (ctx: PartsFlowContext, data: Record<string, unknown>, lang?: string) =>
  call(ctx.app, 'POST', '/api/inspection', { token: ctx.owner.token, lang, body: { data } });

export const putInspection = (ctx: PartsFlowContext, id: string, data: Record<string, unknown>, lang?: string) =>
  call(ctx.app, 'PUT', `/api/inspection/${id}`, { token: ctx.owner.token, lang, body: { id, data } });

/** Every inspection row and the audit-log size: what a refused write must leave as it was. */
export async function inspectionSnapshot(ctx: PartsFlowContext) {
  const inspections = await ctx.db.select().from(resourceTables.inspection).orderBy(asc(resourceTables.inspection.id));
  return { inspections, audit: await auditCount(ctx) };
}
