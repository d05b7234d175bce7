/**
 * The station page on a phone (issue 37, docs/domain-rules.md#station-records): an operator types the
 * traveler's number as a USB scanner would, starts and finishes steps at three stations, is asked why
 * when the plating tank is out of control, records parts lost with their reason, and the job is then
 * ready to ship; the job page opens the same page with its job. Shipped, its packing list's trace tells
 * the story back: each step's time, operator, tank, the reason given and the analysis in force.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyse, createTank } from '../helpers/baths';
import { createJob, jobFlow, updateJob } from '../helpers/jobs';
import { ok, type PartsFlowContext, type Row } from '../helpers/parts-flow';
import { createUser, type TestUser } from '../helpers/users';
import { withAppApi } from './helpers/in-process';
import { expectAccessible } from './helpers/axe';
import { browserSession } from './helpers/session';
import { openInApp, signIn, waitForPath } from './helpers/steps';

const session = browserSession('station-');
let page: Page;
let owner: TestUser;
let job: Row;
let tank: Row;

beforeAll(async () => {
  page = session.page;
  await page.setViewportSize({ width: 375, height: 812 });
  await withAppApi(session.app, async ({ api, db }) => {
    owner = await createUser(api, db, { roles: ['owner'] });
    const ctx = { app: api, db, owner } as unknown as PartsFlowContext;
    const flow = await jobFlow(ctx, 30);
    job = await createJob(ctx, flow.shipper, 20);
    // The plating step's tank: analysed outside its limits, so Out of control.
    tank = await createTank(ctx, [{ parameter: 'Nickel', unit: 'g/L', lower: 60, upper: 80 }]);
    await analyse(ctx, tank.id, 'Nickel', 95);
    const steps = (job.steps as Row[]).map((step, i) => (i === 1 ? { ...step, tank: tank.id } : step));
    ok(await updateJob(ctx, job.id, { shipper: flow.shipper.id, quantity: 20, priority: 'normal', steps }));
  });
});

async function apiCall<T>(path: string, body?: object): Promise<T> {
  const answer = await fetch(`${session.app.baseUrl}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${owner.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}
const apiGet = <T>(path: string) => apiCall<T>(path);

const button = (name: string) => page.getByRole('button', { name, exact: true });
const statusSays = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

describe.sequential('recording steps at the stations, on a phone', () => {
  it("the traveler's number finds the job; its first step starts and finishes", async () => {
    await page.goto('/auth/signin');
    await signIn(page, owner.email, owner.password);
    await openInApp(page, '/step-record/station');
    await page.getByRole('heading', { level: 1, name: 'Record a step', exact: true }).waitFor();
    // A USB scanner types the number and Enter.
    await page.getByLabel('Job number or scan', { exact: true }).fill(String(job.valueID));
    await page.getByLabel('Job number or scan', { exact: true }).press('Enter');
    await page.getByRole('heading', { name: `Job #${job.valueID} · 20 parts` }).waitFor();
    await expectAccessible(page, 'the station page with a job');
    await button('Start step 1').click();
    await statusSays(`Step 1 of job #${job.valueID} started`);
    await button('Finish step 1').click();
    await statusSays(`Step 1 of job #${job.valueID} finished: 20 parts out`);
  });

  it('the plating tank is out of control: the page asks why, and keeps it with the record', async () => {
    // The page moved on to step 2, plating, in its own tank.
    await button('Finish step 2').waitFor();
    await page.getByLabel('Parts out', { exact: true }).fill('18');
    await page.getByLabel('Why parts were lost', { exact: true }).fill('Two burnt at the rack contacts');
    await button('Finish step 2').click();
    const reason = page.getByLabel('Why this tank', { exact: true });
    await page.getByText('Why this tank is required: this tank is out of control').waitFor();
    await reason.fill('Released by QA, NCR 31');
    await button('Finish step 2').click();
    await statusSays(`Step 2 of job #${job.valueID} finished: 18 parts out`);
    const records = await apiGet<{ rows: Row[] }>(`step-record?filter[job]=${job.id}`);
    expect(records.rows.find((row) => row.step === 2)).toMatchObject({
      tank: tank.id,
      tankState: 'outOfControl',
      tankReason: 'Released by QA, NCR 31',
      quantityIn: 20,
      quantityOut: 18,
      operator: owner.email,
    });
  });

  it('the job page opens the station page with its job; the last steps finish and it is ready to ship', async () => {
    await openInApp(page, `/job/${job.id}`);
    await page.getByRole('link', { name: 'Record a step', exact: true }).click();
    await waitForPath(page, '/step-record/station');
    await button('Finish step 3').click();
    await statusSays(`Step 3 of job #${job.valueID} finished: 18 parts out`);
    await button('Finish step 4').click();
    await statusSays(`Step 4 of job #${job.valueID} finished: 18 parts out`);
    await page.getByText('Every step of this job is done or skipped').waitFor();
    expect((await apiGet<Row>(`job/${job.id}`)).status).toBe('readyToShip');
  });

  it('a number that is no job says so, and the page stays usable', async () => {
    await page.getByLabel('Job number or scan', { exact: true }).fill('999999');
    await page.getByLabel('Job number or scan', { exact: true }).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'No job 999999' }).waitFor();
  });

  it("the packing list's trace tells each step back: when, who, which tank, why, and the analysis then", async () => {
    const shipper = await apiGet<Row>(`shipper/${job.shipper}`);
    const data = { status: 'Active', date: '2026-03-09', customer: shipper.customer, shipper: shipper.id };
    const packing = await apiCall<Row>('packing', {
      data: { ...data, product: shipper.product, job: job.id, quantity: 18 },
    });
    await openInApp(page, `/packing/${packing.id}`);
    await page.getByRole('link', { name: 'Trace', exact: true }).click();
    await waitForPath(page, `/packing/${packing.id}/trace`);
    await page.getByRole('heading', { level: 1, name: `Trace of packing list #${packing.valueID}` }).waitFor();
    const plating = page.getByRole('region', { name: '2. Plating', exact: true });
    await plating.getByText('Why this tank: Released by QA, NCR 31').waitFor();
    await plating.getByText('Out of control', { exact: true }).waitFor();
    expect(await plating.textContent()).toContain(owner.email);
    expect(await plating.textContent()).toContain('20 in, 18 out (Two burnt at the rack contacts)');
    await plating.getByText(/^Nickel 95/).waitFor();
    await expectAccessible(page, "a packing list's trace");
  });
});
