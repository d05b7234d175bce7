/**
 * The work board (GET /api/job/board, docs/domain-rules.md#jobs): open jobs with the step each waits
 * at and where, late first, then due soon, then by priority and due date; filtered by customer.
 */
import { addDays, format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { jobBoardAnswer } from '../../resources/kit/job-board-answer';
import type { JobBoardAnswer } from '../../resources/kit/jobs';
import { describedBy } from '../helpers/answer-schema';
import { call } from '../helpers/http';
import { createJob, jobFlow, updateJob, withStatuses } from '../helpers/jobs';
import { createPacking, ok, setupPartsFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => format(addDays(new Date(`${today}T12:00`), offset), 'yyyy-MM-dd');
const board = (query: Record<string, string> = {}, token = ctx.owner.token) =>
  describedBy(jobBoardAnswer, call(ctx.app, 'GET', '/api/job/board', { token, query }));

describe('the work board', () => {
  test("late first, then due soon, then by priority; each at its first open step's station; shipped ones gone", async () => {
    const { shipper, customer } = await jobFlow(ctx, 100);
    const later = await createJob(ctx, shipper, 10, { dueDate: day(20) });
    const hot = await createJob(ctx, shipper, 10, { dueDate: day(20), priority: 'hot' });
    const soon = await createJob(ctx, shipper, 10, { dueDate: day(1) });
    const late = await createJob(ctx, shipper, 10, { dueDate: day(-2) });
    ok(await updateJob(ctx, late.id, { steps: withStatuses(late, ['done', 'inProcess']) }));
    const undated = await createJob(ctx, shipper, 10);
    const shipped = await createJob(ctx, shipper, 5, { dueDate: day(-5) });
    ok(await updateJob(ctx, shipped.id, { steps: withStatuses(shipped, ['done', 'done', 'done', 'done']) }));
    await createPacking(ctx, shipper, 5, { job: shipped.id });
    const other = await jobFlow(ctx, 5);
    const elsewhere = await createJob(ctx, other.shipper, 5, { dueDate: day(-1) });

    const answer = ok<JobBoardAnswer>(await board({ customer }));
    expect(answer.today).toBe(today);
    expect(answer.jobs.map((job) => job.id)).toEqual([late.id, soon.id, hot.id, later.id, undated.id]);
    expect(answer.more).toBe(0);
    expect(answer.jobs[0]).toMatchObject({
      valueID: late.valueID,
      quantity: 10,
      dueDate: day(-2),
      status: 'inProcess',
      urgency: 'late',
      step: { index: 1, kind: 'plating', status: 'inProcess', station: null },
    });
    expect(answer.jobs[0].customer).toBe((late.labels as { customer: string }).customer);
    expect(answer.jobs[1]).toMatchObject({ urgency: 'dueSoon', step: { index: 0, station: 'Soak clean' } });
    expect(answer.jobs[2]).toMatchObject({ urgency: null, priority: 'hot' });

    // Every customer's when none is named.
    const all = ok<JobBoardAnswer>(await board()).jobs.map((job) => job.id);
    expect(all).toEqual(expect.arrayContaining([elsewhere.id, late.id]));
    expect(all).not.toContain(shipped.id);
  });

  test('a customer that is not an id is a 400; who may not read jobs gets 403', async () => {
    const bad = await board({ customer: 'acme' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid value for filter customer');
    const billing = await createUser(ctx.app, ctx.db, { roles: ['invoiceEditor'] });
    expect((await board({}, billing.token)).status).toBe(403);
  });
});
