/**
 * docs/domain-rules.md#jobs: a job is made from a shipper, copies its part's process, keeps its status,
 * and packing lists ship from it; every refusal writes nothing.
 */
import { describe, expect, test } from 'vitest';
import { createJob, getJob, jobFlow, jobSnapshot, postJob, updateJob, withStatuses } from '../helpers/jobs';
import {
  as,
  createPacking,
  ok,
  packingData,
  postPacking,
  refused,
  setupPartsFlow,
  updatePacking,
  updateShipper,
  shipperData,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();

describe('making a job', () => {
  test("takes the shipper's customer and part, and copies the part's process with its specification's figures", async () => {
    const { customer, product, specification, shipper } = await jobFlow(ctx, 100);
    const job = await createJob(ctx, shipper, 60, { dueDate: '2027-01-15', priority: 'rush' });
    expect(job).toMatchObject({
      customer,
      product: product.id,
      quantity: 60,
      status: 'received',
      shipped: 0,
      specification: specification.label,
      priority: 'rush',
    });
    const steps = job.steps as Record<string, unknown>[];
    expect(steps.map((s) => [s.kind, s.status])).toEqual([
      ['cleaning', 'waiting'],
      ['plating', 'waiting'],
      ['bake', 'waiting'],
      ['inspection', 'waiting'],
    ]);
    // Blank plating thickness and bake figures come from the specification; given ones stay.
    expect(steps[1]).toMatchObject({ thickness: 12.5, thicknessUnit: 'µm', currentDensity: 2.5, minutes: 45 });
    expect(steps[2]).toMatchObject({ temperature: 190, temperatureUnit: '°C', minutes: 180, station: 'Oven 2' });
    expect(steps[3]).toMatchObject({ instructions: 'Thickness by XRF, 5 readings' });
  });

  test("a later change to the part's process never rewrites a job", async () => {
    const { product, shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10);
    ok(
      await as(ctx, 'PUT', `/api/product/${product.id}`, {
        body: { id: product.id, data: { process: [{ kind: 'rinse' }] } },
      }),
    );
    expect((await getJob(ctx, job.id)).steps).toEqual(job.steps);
    const next = ok(await as(ctx, 'GET', `/api/product/${product.id}`));
    expect(next.process).toHaveLength(1);
  });

  test('the jobs of a shipper never hold more than it received: refused, naming what is left, nothing written', async () => {
    const { shipper } = await jobFlow(ctx, 100);
    await createJob(ctx, shipper, 60);
    const body = await refused(ctx, 400, () => postJob(ctx, { shipper: shipper.id, quantity: 41 }), jobSnapshot);
    expect(body.message).toBe(`Only 40 parts of shipper ${shipper.valueID} are not yet in a job`);
    await createJob(ctx, shipper, 40);
  });

  test("a shipper's quantity cannot drop below what its jobs hold, nor its part change under them", async () => {
    const { customer, product, shipper } = await jobFlow(ctx, 50);
    await createJob(ctx, shipper, 30);
    const lower = await refused(
      ctx,
      400,
      () => updateShipper(ctx, shipper.id, shipperData(customer, product.id, 29)),
      jobSnapshot,
    );
    expect(lower.message).toBe('Quantity cannot be less than the 30 parts its jobs hold');
    const other = (await jobFlow(ctx, 1)).product;
    const moved = await refused(
      ctx,
      400,
      () => updateShipper(ctx, shipper.id, shipperData(customer, other.id, 50)),
      jobSnapshot,
    );
    expect(moved.message).toBe('This shipper has packing lists or jobs; its customer and part can no longer change');
  });

  test('a job with no shipper, or a quantity of none, is refused with its field named', async () => {
    const body = await refused(ctx, 400, () => postJob(ctx, { quantity: 0 }), jobSnapshot);
    expect(body.errors).toMatchObject({ shipper: expect.any(String), quantity: expect.any(String) });
  });
});

describe('steps and status', () => {
  test('status follows the steps: In process once one starts, Ready to ship when all are done or skipped', async () => {
    const { shipper } = await jobFlow(ctx, 5);
    const job = await createJob(ctx, shipper, 5);
    const started = ok(await updateJob(ctx, job.id, { steps: withStatuses(job, ['done', 'inProcess']) }));
    expect(started.status).toBe('inProcess');
    const steps = withStatuses(started, ['done', 'done', ['skipped', 'Customer waived the bake'], 'done']);
    const ready = ok(await updateJob(ctx, job.id, { steps }));
    expect(ready.status).toBe('readyToShip');
    const held = ok(await updateJob(ctx, job.id, { hold: true, holdReason: 'Awaiting customer drawing' }));
    expect(held.status).toBe('onHold');
    expect(ok(await updateJob(ctx, job.id, { hold: false })).status).toBe('readyToShip');
  });

  test('a skipped step without a reason, or a hold without one, is refused under its field; nothing written', async () => {
    const { shipper } = await jobFlow(ctx, 5);
    const job = await createJob(ctx, shipper, 5);
    const skipped = await refused(
      ctx,
      400,
      () => updateJob(ctx, job.id, { steps: withStatuses(job, ['done', 'done', 'skipped']) }),
      jobSnapshot,
    );
    expect(skipped.errors).toEqual({ 'steps.2.reason': 'Reason in row 3 is required to skip a step: say why' });
    const held = await refused(ctx, 400, () => updateJob(ctx, job.id, { hold: true }), jobSnapshot);
    expect(held.errors).toEqual({ holdReason: 'Reason for the hold is required to put a job on hold' });
  });

  test("the status, shipped count, customer and part are the server's: sent values are ignored or refused", async () => {
    const { shipper } = await jobFlow(ctx, 5);
    const job = await createJob(ctx, shipper, 5);
    const res = await updateJob(ctx, job.id, { status: 'shipped' });
    expect(res.status).toBe(400);
    expect((await getJob(ctx, job.id)).status).toBe('received');
  });
});

describe('packing lists ship from a job', () => {
  test('shipped counts its Active packing lists; all shipped makes it Shipped; a void one gives its parts back', async () => {
    const { shipper } = await jobFlow(ctx, 20);
    const job = await createJob(ctx, shipper, 12);
    const first = await createPacking(ctx, shipper, 5, { job: job.id });
    expect(await getJob(ctx, job.id)).toMatchObject({ shipped: 5, status: 'inProcess' });
    const body = await refused(ctx, 400, () => postPacking(ctx, packingData(shipper, 8, { job: job.id })), jobSnapshot);
    expect(body.message).toBe(`Only 7 parts of job ${job.valueID} remain to be shipped`);
    await createPacking(ctx, shipper, 7, { job: job.id });
    expect(await getJob(ctx, job.id)).toMatchObject({ shipped: 12, status: 'shipped' });
    ok(await updatePacking(ctx, first.id, packingData(shipper, 5, { job: job.id, status: 'Void' })));
    expect(await getJob(ctx, job.id)).toMatchObject({ shipped: 7, status: 'inProcess' });
    const below = await refused(ctx, 400, () => updateJob(ctx, job.id, { quantity: 6 }), jobSnapshot);
    expect(below.message).toBe('Quantity cannot be less than the 7 parts already shipped');
  });

  test('a held job ships nothing; a job of another shipper is refused; neither writes', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 10, { hold: true, holdReason: 'Masking unclear' });
    const held = await refused(ctx, 400, () => postPacking(ctx, packingData(shipper, 1, { job: job.id })), jobSnapshot);
    expect(held.message).toBe(`Job ${job.valueID} is on hold: release it before shipping its parts`);
    const other = await createJob(ctx, (await jobFlow(ctx, 3)).shipper, 3);
    const wrong = await refused(
      ctx,
      400,
      () => postPacking(ctx, packingData(shipper, 1, { job: other.id })),
      jobSnapshot,
    );
    expect(wrong.errors).toHaveProperty('job');
  });

  test('a job that shipped keeps its shipper; one that has not may be moved to the right one', async () => {
    const a = await jobFlow(ctx, 10);
    const job = await createJob(ctx, a.shipper, 4);
    const b = await jobFlow(ctx, 6);
    const moved = ok(await updateJob(ctx, job.id, { shipper: b.shipper.id }));
    expect(moved).toMatchObject({ shipper: b.shipper.id, product: b.product.id, customer: b.customer });
    await createPacking(ctx, b.shipper, 1, { job: job.id });
    const body = await refused(ctx, 400, () => updateJob(ctx, job.id, { shipper: a.shipper.id }), jobSnapshot);
    expect(body.message).toBe(`Job ${job.valueID} has shipped parts: it keeps its shipper`);
  });
});
