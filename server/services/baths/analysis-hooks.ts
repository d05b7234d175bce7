/**
 * An analysis names one of its tank's parameters; the server copies that parameter's unit and
 * limits as they are now and flags the value against them (docs/domain-rules.md#chemistry), records
 * who analysed it, and moves the tank's state, all in the analysis's own transaction. Never deleted: a
 * mistaken one is voided (analysis-void.ts).
 */
import { eq } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { analysisFlag } from '../../../resources/kit/bath-control';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';
import { readSettings } from '../settings';
import { assertInstrumentUsable } from '../quality/instrument-check';
import type { ResourceHooks } from '../records/hooks';
import { parametersOf } from './tank-hooks';
import { refreshTankState } from './tank-state';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The tank, locked so its limits cannot change and its state moves one analysis at a time. */
export async function lockTank(tx: Database, id: string) {
  const tank = declaredTables.tank;
  const [row] = await tx.select().from(tank).where(eq(tank.id, id)).for('update');
  return row;
}

export const bathAnalysisHooks: ResourceHooks<StoredRowOf<'bathAnalysis'>> = {
  async beforeCreate({ tx, actor }, values) {
    const tank = await lockTank(tx, String(values.tank));
    if (!tank) return; // a missing tank is the foreign key's refusal
    const declared = parametersOf(tank);
    const wanted = String(values.parameter).toLowerCase();
    const parameter = declared.find((p) => p.parameter.toLowerCase() === wanted);
    if (!parameter) {
      const args = {
        tank: String(tank.name),
        parameter: String(values.parameter),
        parameters: declared.map((p) => p.parameter).join(', ') || '—',
      };
      throw new ValidationFailed('bathAnalysis', { parameter: { key: 'validation.tankParameterUnknown', args } });
    }
    if (!values.instrument && (await readSettings(tx)).analysisInstrumentRequired)
      throw new ValidationFailed('bathAnalysis', { instrument: { key: 'validation.analysisInstrumentRequired' } });
    if (values.instrument)
      await assertInstrumentUsable(
        tx,
        { resource: 'bathAnalysis', field: 'instrument' },
        String(values.instrument),
        new Date(values.analysedAt as Date | string),
      );
    const [lower, upper] = [numberOrNull(parameter.lower), numberOrNull(parameter.upper)];
    Object.assign(values, {
      parameter: parameter.parameter,
      unit: parameter.unit,
      target: numberOrNull(parameter.target),
      lower,
      upper,
      flag: analysisFlag(Number(values.value), lower, upper),
      analyst: actor.email,
    });
  },
  afterCreate: ({ tx }, row) => refreshTankState(tx, String(row.tank)),
};
