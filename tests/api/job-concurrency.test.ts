/**
 * docs/domain-rules.md#jobs under concurrent requests: run on PostgreSQL too (TEST_DATABASE_URL), where
 * they really overlap. Jobs of one shipper queue on its row, packing lists of one job on the job's.
 */
import { describe, expect, test } from 'vitest';
import { createJob, getJob, jobFlow, postJob, updateJob } from '../helpers/jobs';
import { burst, packingData, postPacking, setupPartsFlow } from '../helpers/parts-flow';

const ctx = setupPartsFlow();

describe('concurrent jobs and shipments', () => {
  test('8 jobs of 3 from a shipper of 10: exactly 3 are made, numbered without a gap', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const { done, refusals } = await burst(8, () => postJob(ctx, { shipper: shipper.id, quantity: 3 }));
    expect(done).toHaveLength(3);
    expect(refusals).toEqual(Array(5).fill(`Only 1 parts of shipper ${shipper.valueID} are not yet in a job`));
    const numbers = done.map((job) => Number(job.valueID)).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
  });

  test('raising a job and making another at once never takes the shipper past its quantity', async () => {
    for (let round = 0; round < 5; round++) {
      const { shipper } = await jobFlow(ctx, 10);
      const job = await createJob(ctx, shipper, 5);
      const results = await Promise.all([
        updateJob(ctx, job.id, { quantity: 8 }),
        postJob(ctx, { shipper: shipper.id, quantity: 5 }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    }
  });

  test("two packing lists for a job's last parts: one ships them, the other is refused", async () => {
    // The shipper holds both: only the job's count can refuse.
    const { shipper } = await jobFlow(ctx, 12);
    const job = await createJob(ctx, shipper, 6);
    const { done, refusals } = await burst(2, () => postPacking(ctx, packingData(shipper, 6, { job: job.id })));
    expect(done).toHaveLength(1);
    expect(refusals).toEqual([`Only 0 parts of job ${job.valueID} remain to be shipped`]);
    expect(await getJob(ctx, job.id)).toMatchObject({ shipped: 6, status: 'shipped' });
  });

  test('a packing list and a quantity cut of its job at once: the job never ends below what it shipped', async () => {
    const { shipper } = await jobFlow(ctx, 10);
    const job = await createJob(ctx, shipper, 8);
    const results = await Promise.all([
      postPacking(ctx, packingData(shipper, 8, { job: job.id })),
      updateJob(ctx, job.id, { quantity: 4 }),
    ]);
    const after = await getJob(ctx, job.id);
    expect(Number(after.shipped)).toBeLessThanOrEqual(Number(after.quantity));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
