/**
 * The home page's jobs section (GET /api/dashboard, docs/domain-rules.md#jobs): how many jobs are on
 * hold, late (due before today, not shipped) and ready to ship. Only for holders of jobRead.
 */
import { addDays, format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import type { DashboardAnswer } from '../../resources/kit/dashboard';
import { call } from '../helpers/http';
import { createJob, jobFlow, updateJob, withStatuses } from '../helpers/jobs';
import { createPacking, ok, setupPartsFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
// The server's day is UTC's, as the section's own.
const day = (offset: number) =>
  format(addDays(new Date(`${new Date().toISOString().slice(0, 10)}T12:00`), offset), 'yyyy-MM-dd');
const jobsOf = async (token: string) =>
  ok(await call<DashboardAnswer>(ctx.app, 'GET', '/api/dashboard', { token })).jobs;

describe("the home page's jobs", () => {
  test('counts jobs on hold, late and ready to ship; a shipped job is never late', async () => {
    expect(await jobsOf(ctx.owner.token)).toEqual({ onHold: 0, late: 0, readyToShip: 0, today: day(0) });
    const { shipper } = await jobFlow(ctx, 100);
    const held = await createJob(ctx, shipper, 10, { dueDate: day(5) });
    ok(await updateJob(ctx, held.id, { hold: true, holdReason: 'Waiting for masking plugs' }));
    await createJob(ctx, shipper, 10, { dueDate: day(-1) });
    await createJob(ctx, shipper, 10, { dueDate: day(0) });
    const done = await createJob(ctx, shipper, 10, { dueDate: day(-3) });
    ok(await updateJob(ctx, done.id, { steps: withStatuses(done, ['done', 'done', 'done', 'done']) }));
    const shipped = await createJob(ctx, shipper, 5, { dueDate: day(-2) });
    ok(await updateJob(ctx, shipped.id, { steps: withStatuses(shipped, ['done', 'done', 'done', 'done']) }));
    await createPacking(ctx, shipper, 5, { job: shipped.id });

    // Late: due yesterday (received) and three days ago (ready to ship); today's is not late yet.
    expect(await jobsOf(ctx.owner.token)).toEqual({ onHold: 1, late: 2, readyToShip: 1, today: day(0) });
  });

  test('a shipping clerk sees it; a billing clerk does not', async () => {
    const shipping = await createUser(ctx.app, ctx.db, { roles: ['shipperEditor'] });
    const billing = await createUser(ctx.app, ctx.db, { roles: ['invoiceEditor'] });
    expect(await jobsOf(shipping.token)).toBeDefined();
    expect(await jobsOf(billing.token)).toBeUndefined();
  });
});
