/**
 * docs/domain-rules.md#station-records: a step record starts or finishes a job's step at its station,
 * moves the step and the job, and keeps who, when, which tank and the parts in and out; every refusal
 * writes nothing.
 */
import { asc } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { analyse, createTank } from '../helpers/baths';
import { createJob, getJob, jobFlow, jobSnapshot, updateJob } from '../helpers/jobs';
import { as, burst, ok, refused, setupPartsFlow, type PartsFlowContext, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();

const record = (data: Record<string, unknown>) => as(ctx, 'POST', '/api/step-record', { body: { data } });
const recorded = async (data: Record<string, unknown>) => ok(await record(data));

async function stepSnapshot(c: PartsFlowContext) {
  const records = await c.db.select().from(resourceTables.stepRecord).orderBy(asc(resourceTables.stepRecord.id));
  return { ...(await jobSnapshot(c)), records };
}

const statuses = (job: Row) => (job.steps as Row[]).map((step) => step.status);

/** A nickel tank analysed within its limits, so In control. */
async function tankInControl() {
  const tank = await createTank(ctx, [{ parameter: 'Nickel', unit: 'g/L', lower: 60, upper: 80 }]);
  await analyse(ctx, tank.id, 'Nickel', 70);
  return tank;
}

describe('starting and finishing steps', () => {
  test("takes the step's kind and station and the operator, and moves the step and the job", async () => {
    const { shipper } = await jobFlow(ctx, 40);
    const job = await createJob(ctx, shipper, 40);
    const start = await recorded({ job: job.id, step: 1, action: 'start' });
    expect(start).toMatchObject({
      kind: 'cleaning',
      station: 'Soak clean',
      quantityIn: 40,
      quantityOut: null,
      operator: ctx.owner.email,
      tank: null,
      tankState: null,
    });
    const started = await getJob(ctx, job.id);
    expect(statuses(started)).toEqual(['inProcess', 'waiting', 'waiting', 'waiting']);
    expect(started.status).toBe('inProcess');

    const finish = await recorded({ job: job.id, step: 1, action: 'finish' });
    expect(finish).toMatchObject({ quantityIn: 40, quantityOut: 40 });
    expect(statuses(await getJob(ctx, job.id))).toEqual(['done', 'waiting', 'waiting', 'waiting']);
  });

  test('a step finished without a start is recorded in one scan; every step done makes the job ready to ship', async () => {
    const { shipper } = await jobFlow(ctx, 5);
    const job = await createJob(ctx, shipper, 5);
    const tank = await tankInControl();
    for (const step of [1, 2, 3, 4])
      await recorded({ job: job.id, step, action: 'finish', tank: step === 2 ? tank.id : null });
    const done = await getJob(ctx, job.id);
    expect(statuses(done)).toEqual(['done', 'done', 'done', 'done']);
    expect(done.status).toBe('readyToShip');
  });

  test('parts lost at a step need a reason; the next step starts with the parts that came out', async () => {
    const { shipper } = await jobFlow(ctx, 30);
    const job = await createJob(ctx, shipper, 30);
    const body = await refused(
      ctx,
      400,
      () => record({ job: job.id, step: 1, action: 'finish', quantityOut: 28 }),
      stepSnapshot,
    );
    expect(body.errors).toEqual({
      lossReason: 'Why parts were lost is required when fewer parts come out than went in',
    });
    await recorded({ job: job.id, step: 1, action: 'finish', quantityOut: 28, lossReason: 'Two dropped in the tank' });
    const next = await recorded({ job: job.id, step: 2, action: 'start', tank: (await tankInControl()).id });
    expect(next.quantityIn).toBe(28);
  });

  test('more parts out than in, or parts out at a start, are refused and nothing is written', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10);
    const more = await refused(
      ctx,
      400,
      () => record({ job: job.id, step: 1, action: 'finish', quantityOut: 11 }),
      stepSnapshot,
    );
    expect(more.errors).toEqual({ quantityOut: 'Parts out cannot be more than the parts that went in' });
    const early = await refused(
      ctx,
      400,
      () => record({ job: job.id, step: 1, action: 'start', quantityOut: 9 }),
      stepSnapshot,
    );
    expect(early.errors).toEqual({ quantityOut: 'Parts out is recorded when the step finishes' });
  });
});

describe('the tank a step goes through', () => {
  test('a step names the tank it went through; an Out of control or unanalysed tank asks why, and keeps the state', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10);
    const tank = await createTank(ctx, [{ parameter: 'Nickel', unit: 'g/L', lower: 60, upper: 80 }]);
    const unanalysed = await refused(
      ctx,
      400,
      () => record({ job: job.id, step: 2, action: 'start', tank: tank.id }),
      stepSnapshot,
    );
    expect(unanalysed.errors).toEqual({ tankReason: 'Why this tank is required: this tank is overdue for analysis' });
    await analyse(ctx, tank.id, 'Nickel', 95);
    const outside = await refused(
      ctx,
      400,
      () => record({ job: job.id, step: 2, action: 'start', tank: tank.id }),
      stepSnapshot,
    );
    expect(outside.errors).toEqual({ tankReason: 'Why this tank is required: this tank is out of control' });
    const start = await recorded({
      job: job.id,
      step: 2,
      action: 'start',
      tank: tank.id,
      tankReason: 'Customer approved, NCR 12',
    });
    expect(start).toMatchObject({ tank: tank.id, tankState: 'outOfControl', tankReason: 'Customer approved, NCR 12' });
  });

  test("a step at a tank takes the step's own tank unless another is named", async () => {
    const own = await tankInControl();
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10);
    const steps = (job.steps as Row[]).map((step, i) => (i === 1 ? { ...step, tank: own.id } : step));
    ok(await updateJob(ctx, job.id, { shipper: shipper.id, quantity: 10, priority: 'normal', steps }));
    const start = await recorded({ job: job.id, step: 2, action: 'start' });
    expect(start).toMatchObject({ tank: own.id, tankState: 'inControl', kind: 'plating' });
    const sister = await tankInControl();
    const finish = await recorded({ job: job.id, step: 2, action: 'finish', tank: sister.id });
    expect(finish.tank).toBe(sister.id);
  });
});

describe('steps that cannot be recorded', () => {
  test('a step the job lacks, a step done, a start repeated and a held job are refused, naming why', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10);
    const label = String(job.valueID);
    const none = await refused(ctx, 400, () => record({ job: job.id, step: 5, action: 'start' }), stepSnapshot);
    expect(none.message).toBe(`Job ${label} has no step 5: its steps are 1 to 4`);
    await recorded({ job: job.id, step: 1, action: 'start' });
    const again = await refused(ctx, 400, () => record({ job: job.id, step: 1, action: 'start' }), stepSnapshot);
    expect(again.message).toBe(`Step 1 of job ${label} has already started: record its finish`);
    await recorded({ job: job.id, step: 1, action: 'finish' });
    const closed = await refused(ctx, 400, () => record({ job: job.id, step: 1, action: 'finish' }), stepSnapshot);
    expect(closed.message).toBe(`Step 1 of job ${label} is already done or skipped`);
    const { shipper: from, quantity, priority, steps } = await getJob(ctx, job.id);
    const hold = { hold: true, holdReason: 'Waiting for the customer' };
    ok(await updateJob(ctx, job.id, { shipper: from, quantity, priority, steps, ...hold }));
    const held = await refused(ctx, 400, () => record({ job: job.id, step: 3, action: 'start' }), stepSnapshot);
    expect(held.message).toBe(`Job ${label} is on hold: release it before recording its steps`);
  });

  test('two operators finishing the same step at once: one is recorded, the other told it is done', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10);
    const { done, refusals } = await burst(2, () => record({ job: job.id, step: 1, action: 'finish' }));
    expect(done).toHaveLength(1);
    expect(refusals).toEqual([`Step 1 of job ${job.valueID} is already done or skipped`]);
    const records = await ctx.db.select().from(resourceTables.stepRecord);
    expect(records.filter((row) => row.job === job.id)).toHaveLength(1);
  });
});
