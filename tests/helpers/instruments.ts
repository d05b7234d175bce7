/** Small factories for the instrument and calibration API tests (docs/domain-rules.md#quality). */
import { asc } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import { as, ok, unique, type PartsFlowContext, type Row } from './parts-flow';

export const createInstrument = async (ctx: PartsFlowContext, data: Record<string, unknown> = {}) =>
  ok(await as(ctx, 'POST', '/api/instrument', { body: { data: { tag: unique('gauge'), kind: 'xrf', ...data } } }));

export const calibrationData = (instrument: string, date: string, due: string, result = 'pass') => ({
  instrument,
  date,
  due,
  calibratedBy: 'Metrology lab',
  result,
});

export const postCalibration = (
  ctx: PartsFlowContext,
  instrument: string,
  date: string,
  due: string,
  result = 'pass',
) => as(ctx, 'POST', '/api/calibration', { body: { data: calibrationData(instrument, date, due, result) } });

export const calibrate = async (
  ctx: PartsFlowContext,
  instrument: string,
  date: string,
  due: string,
  result = 'pass',
) => ok(await postCalibration(ctx, instrument, date, due, result));

export const getInstrument = async (ctx: PartsFlowContext, id: string) =>
  ok(await as(ctx, 'GET', `/api/instrument/${id}`));

/** Every instrument and calibration: what a refused request must leave as it was. */
export async function instrumentSnapshot(ctx: PartsFlowContext) {
  const all = (name: string) => ctx.db.select().from(resourceTables[name]).orderBy(asc(resourceTables[name].id));
  return { instruments: await all('instrument'), calibrations: await all('calibration') };
}

export type { Row };
