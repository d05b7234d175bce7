/** Small factories for the bath-control API tests (docs/domain-rules.md#chemistry). */
import { asc } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import { chemistrySnapshot } from './chemistry';
import { as, ok, unique, type PartsFlowContext, type Row } from './parts-flow';

export interface ParameterInput {
  parameter: string;
  unit: string;
  target?: number | null;
  lower?: number | null;
  upper?: number | null;
  chemical?: string | null;
  factor?: number | null;
  factorUnit?: string | null;
}

export const postTank = (ctx: PartsFlowContext, parameters: ParameterInput[], data: Record<string, unknown> = {}) =>
  as(ctx, 'POST', '/api/tank', {
    body: { data: { name: unique('tank'), volume: 100, volumeUnit: 'L', status: 'inUse', parameters, ...data } },
  });

export const createTank = async (
  ctx: PartsFlowContext,
  parameters: ParameterInput[],
  data: Record<string, unknown> = {},
) => ok(await postTank(ctx, parameters, data));

export const postAnalysis = (
  ctx: PartsFlowContext,
  tank: string,
  parameter: string,
  value: number,
  data: Record<string, unknown> = {},
) =>
  as(ctx, 'POST', '/api/bath-analysis', {
    body: { data: { analysedAt: new Date().toISOString(), tank, parameter, value, method: 'titration', ...data } },
  });

export const analyse = async (
  ctx: PartsFlowContext,
  tank: string,
  parameter: string,
  value: number,
  data: Record<string, unknown> = {},
) => ok(await postAnalysis(ctx, tank, parameter, value, data));

export const getTank = async (ctx: PartsFlowContext, id: string) => ok(await as(ctx, 'GET', `/api/tank/${id}`));

export const recordAddition = (
  ctx: PartsFlowContext,
  analysis: string,
  data: Record<string, unknown> = { date: '2026-03-02' },
) => as(ctx, 'POST', `/api/bath-analysis/${analysis}/addition`, { body: { data } });

export const proposal = (ctx: PartsFlowContext, analysis: string) =>
  as(ctx, 'GET', `/api/bath-analysis/${analysis}/addition`);

/** The chemistry snapshot plus every tank and analysis: what a refused request must leave as it was. */
export async function bathSnapshot(ctx: PartsFlowContext) {
  const all = (name: string) => ctx.db.select().from(resourceTables[name]).orderBy(asc(resourceTables[name].id));
  return { ...(await chemistrySnapshot(ctx)), tanks: await all('tank'), analyses: await all('bathAnalysis') };
}

export type { Row };
