import { apiUnder, choice, defineResource, integer, reference, text } from './kit/fields';
import { tankStates } from './kit/bath-control';
import { stepActions, stepKinds } from './kit/jobs';

/**
 * A step of a job started or finished at its station (docs/domain-rules.md#station-records): who, when,
 * which tank, the parts in and out. A ledger, like stock adjustments: recorded, never edited or
 * deleted; the server moves the job's step in the same transaction (server/services/jobs/step-records.ts).
 * Its creation time is when the step started or finished.
 */
export default defineResource({
  name: 'stepRecord',
  path: 'step-record',
  table: 'step_record',
  api: apiUnder('step-record'),
  fields: {
    job: reference('job', { required: true }),
    // The step's number on the traveler, from 1.
    step: integer({ required: true, min: 1, max: 30 }),
    action: choice(stepActions, { required: true, optionLabels: 'choices.stepAction' }),
    kind: choice(stepKinds, { readOnly: true, optionLabels: 'choices.stepKind' }),
    station: text({ readOnly: true, max: 60 }),
    // The tank the parts went through: the step's own unless another is named.
    tank: reference('tank'),
    // The tank's state when the step was recorded; Out of control or Not analysed needs tankReason.
    tankState: choice(tankStates, { readOnly: true, optionLabels: 'choices.tankState' }),
    tankReason: text({ max: 500 }),
    quantityIn: integer({ min: 0, max: 1_000_000_000 }),
    quantityOut: integer({ min: 0, max: 1_000_000_000 }),
    // Why fewer parts came out than went in: required then.
    lossReason: text({ max: 500 }),
    notes: text({ max: 2000, multiline: true, list: false }),
    // Who recorded it (their email), set by the server.
    operator: text({ readOnly: true }),
  },
  operations: ['list', 'get', 'create'],
  permissions: { read: 'jobRead', create: 'jobStepRecord' },
  labelField: 'kind',
  defaultOrder: 'createdAt_DESC',
  card: {
    primary: ['kind', 'step'],
    secondary: ['job', 'action'],
    tertiary: ['station', 'operator'],
    status: 'tankState',
  },
  menu: { order: 56 },
});
