/**
 * A step record starts or finishes one step of a job at its station (docs/domain-rules.md#station-records).
 * The job is locked first, so two operators recording the same step queue and the second is refused;
 * the record takes the step's kind, station and tank, the tank's state at that moment (a tank Out of
 * control or Not analysed needs a reason), and moves the step and the job's status in the same transaction.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import type { TankState } from '../../../resources/kit/bath-control';
import type { MessageDescriptor } from '../../../resources/kit/messages';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { jobStatusOf } from './job-status';

type StepRecordRow = StoredRowOf<'stepRecord'>;
type JobStep = Record<string, unknown> & { status?: string };

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

async function lockedJob(tx: Database, jobId: string) {
  const { job } = declaredTables;
  const [row] = await tx.select().from(job).where(eq(job.id, jobId)).for('update');
  return row;
}

/** The parts at a step: what its start recorded, else what the step before let out, else the job's quantity. */
async function partsAt(tx: Database, jobId: string, step: number, jobQuantity: number): Promise<number> {
  const { stepRecord } = declaredTables;
  const [started] = await tx
    .select({ parts: stepRecord.quantityIn })
    .from(stepRecord)
    .where(and(eq(stepRecord.job, jobId), eq(stepRecord.step, step), eq(stepRecord.action, 'start')))
    .orderBy(desc(stepRecord.createdAt))
    .limit(1);
  if (started?.parts != null) return started.parts;
  const [before] = await tx
    .select({ parts: stepRecord.quantityOut })
    .from(stepRecord)
    .where(and(eq(stepRecord.job, jobId), lt(stepRecord.step, step), eq(stepRecord.action, 'finish')))
    .orderBy(desc(stepRecord.step), desc(stepRecord.createdAt))
    .limit(1);
  return before?.parts ?? jobQuantity;
}

async function tankStateOf(tx: Database, tankId: string): Promise<TankState | null> {
  const { tank } = declaredTables;
  const [row] = await tx.select({ state: tank.state }).from(tank).where(eq(tank.id, tankId));
  return (row?.state as TankState | undefined) ?? null;
}

/** The step may be recorded: the job open and not held, the step there and not closed, a start not repeated. */
function checkStep(
  job: { valueID: number | null; status: string | null; hold: boolean | null },
  step: JobStep | undefined,
  values: StepRecordRow,
  count: number,
) {
  const names = { job: String(job.valueID), step: String(values.step) };
  if (!step) throw badRequest('errors.stepRecord.noStep', { ...names, count: String(count) });
  if (job.status === 'shipped') throw badRequest('errors.stepRecord.shipped', names);
  if (job.hold === true) throw badRequest('errors.stepRecord.onHold', names);
  if (step.status === 'done' || step.status === 'skipped') throw badRequest('errors.stepRecord.closed', names);
  if (values.action === 'start' && step.status === 'inProcess') throw badRequest('errors.stepRecord.started', names);
}

export const stepRecordHooks: ResourceHooks<StepRecordRow> = {
  async beforeCreate({ tx, actor }, values) {
    values.operator = actor.email;
    const job = await lockedJob(tx, values.job);
    if (!job) return; // a missing job is the foreign key's refusal
    const steps = (Array.isArray(job.steps) ? job.steps : []) as JobStep[];
    const step = steps[values.step - 1];
    checkStep(job, step, values, steps.length);
    Object.assign(values, { kind: step.kind ?? null, station: step.station ?? null });
    if (blank(values.tank)) values.tank = typeof step.tank === 'string' ? step.tank : null;

    const errors: Record<string, MessageDescriptor> = {};
    values.tankState = values.tank ? await tankStateOf(tx, values.tank) : null;
    if (values.tankState === 'outOfControl' && blank(values.tankReason))
      errors.tankReason = { key: 'validation.stepTankOutOfControl' };
    if (values.tankState === 'notAnalysed' && blank(values.tankReason))
      errors.tankReason = { key: 'validation.stepTankNotAnalysed' };
    values.quantityIn ??= await partsAt(tx, job.id, values.step, job.quantity);
    if (values.action === 'finish') {
      values.quantityOut ??= values.quantityIn;
      if (values.quantityOut > values.quantityIn) errors.quantityOut = { key: 'validation.stepMoreOut' };
      else if (values.quantityOut < values.quantityIn && blank(values.lossReason))
        errors.lossReason = { key: 'validation.stepLossReason' };
    } else if (values.quantityOut != null) errors.quantityOut = { key: 'validation.stepOutAtFinish' };
    if (Object.keys(errors).length) throw new ValidationFailed('stepRecord', errors);

    const moved = steps.map((each, index) =>
      index === values.step - 1 ? { ...each, status: values.action === 'start' ? 'inProcess' : 'done' } : each,
    );
    const { job: jobTable } = declaredTables;
    const status = jobStatusOf({ ...job, steps: moved });
    await tx
      .update(jobTable)
      .set({ steps: moved as typeof job.steps, status, updatedAt: new Date() })
      .where(eq(jobTable.id, job.id));
  },
};
