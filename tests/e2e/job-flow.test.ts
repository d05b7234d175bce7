/**
 * The job on the floor and out the door (issue 37): the home page counts a late job, the work board
 * shows it at the station of the step it waits at, and once every step is done its page packs it:
 * the packing list form opens with its shipper, the job and what is left, and saving ships the job.
 */
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJob, jobFlow, withStatuses } from '../helpers/jobs';
import type { PartsFlowContext, Row } from '../helpers/parts-flow';
import { createUser, type TestUser } from '../helpers/users';
import { withAppApi } from './helpers/in-process';
import { expectValue } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import { expectNotification, openInApp, signIn, waitForPath } from './helpers/steps';

const session = browserSession('job-flow-');
let page: Page;
let owner: TestUser;
let job: Row;
let part: string;

beforeAll(async () => {
  page = session.page;
  await withAppApi(session.app, async ({ api, db }) => {
    owner = await createUser(api, db, { roles: ['owner'] });
    const ctx = { app: api, db, owner } as unknown as PartsFlowContext;
    const flow = await jobFlow(ctx, 30);
    part = String(flow.product.part);
    const yesterday = format(addDays(new Date(), -1), 'yyyy-MM-dd');
    job = await createJob(ctx, flow.shipper, 20, { dueDate: yesterday, priority: 'rush' });
  });
});

/** The running app's API as the owner, for what an operator's station would have recorded. */
async function apiCall<T>(method: string, path: string, body?: object): Promise<T> {
  const answer = await fetch(`${session.app.baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${owner.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} /api/${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

describe.sequential('a job from the board to its packing list', () => {
  it('the home page counts it past due; the board shows it at the station it waits at', async () => {
    await page.goto('/auth/signin');
    await signIn(page, owner.email, owner.password);
    const jobs = page.getByRole('region', { name: 'Jobs', exact: true });
    await jobs.getByRole('link', { name: 'Past due 1', exact: true }).waitFor();
    await jobs.getByRole('link', { name: 'Work board', exact: true }).click();
    await waitForPath(page, '/job/board');
    // Its first step, cleaning, is done at the "Soak clean" station (tests/helpers/jobs.ts).
    const station = page.getByRole('region', { name: 'Soak clean', exact: true });
    const card = station.getByRole('link').filter({ hasText: `Job No. ${job.valueID}` });
    await card.getByText('Past due', { exact: true }).waitFor();
    await card.getByText('Rush', { exact: true }).waitFor();
    expect(await card.textContent()).toContain(part);
  });

  it('once every step is done, its page packs what is left and the job ships', async () => {
    const steps = withStatuses(job, ['done', 'done', 'done', 'done']);
    await apiCall('PUT', `job/${job.id}`, { id: job.id, data: { steps } });
    // The board reads the jobs as it opens: leave it and come back.
    await openInApp(page, '/');
    await openInApp(page, '/job/board');
    await page
      .getByRole('region', { name: 'Ready to ship', exact: true })
      .getByRole('link')
      .filter({ hasText: `Job No. ${job.valueID}` })
      .click();
    await waitForPath(page, `/job/${job.id}`);
    await page.getByRole('link', { name: 'Create packing list', exact: true }).click();
    await waitForPath(page, '/packing/new');
    await expectValue(page, 'combobox', 'Job', String(job.valueID));
    await expectValue(page, 'combobox', 'Part Number *', part);
    await expect.poll(() => page.getByLabel('Quantity *', { exact: true }).inputValue()).toBe('20');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Packing list saved successfully');
    await expect.poll(async () => (await apiCall<Row>('GET', `job/${job.id}`)).status).toBe('shipped');
  });
});
