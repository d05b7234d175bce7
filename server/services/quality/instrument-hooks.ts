/**
 * An instrument whose latest calibration failed is not put back in service until a later
 * calibration passes (docs/decisions.md "Failed calibrations"); its `calibrationDue` is the
 * server's (calibration-hooks.ts).
 */
import type { StoredRowOf } from '../../../resources';
import { ValidationFailed } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { latestCalibrations } from './calibration-hooks';

export const instrumentHooks: ResourceHooks<StoredRowOf<'instrument'>> = {
  async beforeUpdate({ tx }, before, values) {
    if (values.status !== 'inService' || before.status === 'inService') return;
    const { latest } = await latestCalibrations(tx, String(before.id));
    if (latest?.result === 'fail')
      throw new ValidationFailed('instrument', {
        status: {
          key: 'validation.instrumentCalibrationFailed',
          args: { instrument: String(before.tag), date: String(latest.date) },
          dates: ['date'],
        },
      });
  },
};
