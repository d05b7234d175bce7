/**
 * A packing list's trace (GET /api/packing/{id}/trace, docs/domain-rules.md#traceability): its shipper
 * and PO, its job's steps as the stations recorded them, the analyses in force in each step's tank then
 * (not those taken after) and the additions to that tank in the days before, with their lots; and the
 * reverse, a tank's recall list (GET /api/tank/{id}/recall): the jobs through it in a period and their
 * packing lists.
 */
import { describe, expect, test } from 'vitest';
import { analyse, createTank } from '../helpers/baths';
import { stockedChemical, today } from '../helpers/chemistry';
import { createJob, jobFlow, updateJob } from '../helpers/jobs';
import type { PackingTrace, TankRecall } from '../../resources/kit/trace';
import { packingTraceAnswer, tankRecallAnswer } from '../../resources/kit/trace-answer';
import { describedBy } from '../helpers/answer-schema';
import { as, createPacking, ok, setupPartsFlow, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();

const record = async (data: Record<string, unknown>) =>
  ok(await as(ctx, 'POST', '/api/step-record', { body: { data } }));
const trace = (id: string) => describedBy(packingTraceAnswer, as(ctx, 'GET', `/api/packing/${id}/trace`));
const recall = (tank: string, query: Record<string, unknown>) =>
  describedBy(tankRecallAnswer, as(ctx, 'GET', `/api/tank/${tank}/recall`, { query }));
// What the first test made, for the recall list.
const made: { tank?: Row; job?: Row; packing?: Row } = {};

describe("a packing list's trace", () => {
  test('its job step by step: who, when, which tank, the analyses then in force and the additions before', async () => {
    const { shipper } = await jobFlow(ctx, 20);
    const tank = await createTank(ctx, [
      { parameter: 'Nickel', unit: 'g/L', lower: 60, upper: 80 },
      { parameter: 'pH', unit: 'pH', lower: 3.8, upper: 4.5 },
    ]);
    await analyse(ctx, tank.id, 'Nickel', 70);
    await analyse(ctx, tank.id, 'pH', 4.1);
    const { chemical, receipt } = await stockedChemical(ctx, 100);
    ok(
      await as(ctx, 'POST', '/api/chemical-out', {
        body: { data: { date: today(), chemical: chemical.id, quantity: 2.5, tank: tank.id } },
      }),
    );
    const job = await createJob(ctx, shipper, 20);
    const steps = (job.steps as Row[]).map((step, i) => (i === 1 ? { ...step, tank: tank.id } : step));
    ok(await updateJob(ctx, job.id, { shipper: shipper.id, quantity: 20, priority: 'normal', steps }));

    await record({ job: job.id, step: 1, action: 'finish' });
    const started = await record({ job: job.id, step: 2, action: 'start' });
    await record({ job: job.id, step: 2, action: 'finish', quantityOut: 19, lossReason: 'One burnt' });
    // Taken after the step: not what the parts went through.
    await analyse(ctx, tank.id, 'Nickel', 90);
    await record({ job: job.id, step: 3, action: 'finish' });
    await record({ job: job.id, step: 4, action: 'finish' });
    const packing = await createPacking(ctx, shipper, 19, { job: job.id, po: 'PO-7781' });
    Object.assign(made, { tank, job, packing });

    const answer = ok<PackingTrace>(await trace(packing.id));
    expect(answer.packing).toMatchObject({ id: packing.id, valueID: packing.valueID, quantity: 19, po: 'PO-7781' });
    expect(answer.shipper).toMatchObject({ id: shipper.id, valueID: shipper.valueID });
    expect(answer.customer.id).toBe(shipper.customer);
    expect(answer.jobs).toHaveLength(1);
    const [traced] = answer.jobs;
    expect(traced).toMatchObject({ id: job.id, valueID: job.valueID, quantity: 20 });
    expect(traced.steps.map((s) => [s.step, s.kind, s.status])).toEqual([
      [1, 'cleaning', 'done'],
      [2, 'plating', 'done'],
      [3, 'bake', 'done'],
      [4, 'inspection', 'done'],
    ]);
    const plating = traced.steps[1];
    expect(plating.tank).toEqual({ id: tank.id, label: tank.name });
    expect(plating.started).toEqual({
      at: new Date(String(started.createdAt)).toISOString(),
      operator: ctx.owner.email,
    });
    expect(plating.finished).toMatchObject({
      operator: ctx.owner.email,
      quantityIn: 20,
      quantityOut: 19,
      lossReason: 'One burnt',
    });
    expect(plating.tankState).toBe('inControl');
    expect(plating.analyses.map((a) => [a.parameter, a.value, a.flag])).toEqual([
      ['Nickel', 70, 'inRange'],
      ['pH', 4.1, 'inRange'],
    ]);
    expect(plating.additions).toEqual([
      { date: today(), chemical: chemical.name, quantity: 2.5, latestLot: receipt.lot },
    ]);
    // A step at a station has no tank, so no analyses.
    expect(traced.steps[0]).toMatchObject({ station: 'Soak clean', tank: null, analyses: [], additions: [] });
  });

  test('a packing list made without a job traces its shipper and no job; an unknown one is 404', async () => {
    const { shipper } = await jobFlow(ctx, 5);
    const packing = await createPacking(ctx, shipper, 5);
    const answer = ok<PackingTrace>(await trace(packing.id));
    expect(answer.jobs).toEqual([]);
    expect(answer.shipper).toMatchObject({ id: shipper.id });
    expect((await trace('6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b')).status).toBe(404);
  });
});

describe("a tank's recall list", () => {
  test('the jobs a step record says went through it in the period, each with the packing lists that shipped it', async () => {
    const { tank, job, packing } = made as Required<typeof made>;
    const answer = ok<TankRecall>(await recall(tank.id, { from: today(), to: today() }));
    expect(answer.tank).toEqual({ id: tank.id, label: tank.name });
    expect(answer.jobs).toEqual([
      expect.objectContaining({
        id: job.id,
        valueID: job.valueID,
        steps: [2],
        packings: [{ id: packing.id, valueID: packing.valueID, date: packing.date, status: 'Active' }],
      }),
    ]);
    const before = ok<TankRecall>(await recall(tank.id, { from: '2020-01-01', to: '2020-12-31' }));
    expect(before.jobs).toEqual([]);
  });

  test('a period backwards, too long or not a date is refused, naming why; an unknown tank is 404', async () => {
    const { tank } = made as Required<typeof made>;
    const backwards = await recall(tank.id, { from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      message: 'The period runs from its first day to its last, 366 days at most',
    });
    expect((await recall(tank.id, { from: '2024-01-01', to: '2025-06-01' })).status).toBe(400);
    const notADate = await recall(tank.id, { from: '2026-02-30', to: '2026-03-01' });
    expect(notADate.body).toMatchObject({ message: 'Invalid value for filter from' });
    const missing = await recall(tank.id, { from: '2026-03-01' });
    expect(missing.body).toMatchObject({ message: 'Invalid value for filter to' });
    const unknown = await recall('6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', { from: '2026-03-01', to: '2026-03-02' });
    expect(unknown.status).toBe(404);
  });
});
