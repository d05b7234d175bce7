/**
 * Reacting to a failed result (issue 36): a failed inspection's page and an out-of-range analysis's
 * page open the nonconformance form prefilled (source, the records it concerns, a drafted
 * description), and what is saved names the inspection (with its packing list and customer) or the
 * tank; a role that may not open one sees no button. An instrument's page records its next
 * calibration, and the instrument's due date follows.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../i18n/format';
import { analyse, createTank } from '../helpers/baths';
import { createInstrument } from '../helpers/inspections';
import { inspectedPacking } from '../helpers/nonconformances';
import type { PartsFlowContext, Row } from '../helpers/parts-flow';
import { createUser, type TestUser } from '../helpers/users';
import { openPage } from './helpers/browser';
import { withAppApi } from './helpers/in-process';
import { chooseOption } from './helpers/steps';
import { browserSession } from './helpers/session';
import {
  checkScreenInBothLanguages as checkScreen,
  expectNotification,
  openInApp,
  signIn,
  waitForPath,
  type Messages,
} from './helpers/steps';

const session = browserSession('quality-shortcuts-');
let page: Page;
let owner: TestUser;
let viewer: TestUser;
const ids = {} as { inspection: string; packing: string; customer: string; inspectionNo: string };
const tank = {} as { id: string; name: string; analysis: string };
let instrument: Row;

beforeAll(async () => {
  page = session.page;
  await withAppApi(session.app, async ({ api, db }) => {
    owner = await createUser(api, db, { roles: ['owner'] });
    viewer = await createUser(api, db, { roles: ['viewer'] });
    const ctx = { app: api, db, owner } as unknown as PartsFlowContext;
    const failed = await inspectedPacking(ctx, 10, 'fail');
    Object.assign(ids, {
      inspection: failed.inspection.id,
      packing: failed.packing.id,
      customer: failed.customer,
      inspectionNo: String(failed.inspection.valueID),
    });
    const created = await createTank(ctx, [{ parameter: 'Nickel', unit: 'g/L', target: 5, lower: 4.5, upper: 6 }]);
    Object.assign(tank, { id: created.id, name: created.name });
    tank.analysis = (await analyse(ctx, created.id, 'Nickel', 4.1)).id;
    instrument = await createInstrument(ctx, '2026-01-31', { tag: 'XRF-7' });
  });
});

/** A GET of the running app's API as the owner: what the forms saved, read without stopping the app. */
async function apiGet<T>(path: string): Promise<T> {
  const answer = await fetch(`${session.app.baseUrl}/api/${path}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  if (!answer.ok) throw new Error(`GET /api/${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const description = () => page.getByLabel('What failed *', { exact: true });

describe.sequential('quality shortcuts', () => {
  it('opens a nonconformance from a failed inspection, prefilled, and saves it', async () => {
    await page.goto('/auth/signin');
    await signIn(page, owner.email, owner.password);
    await openInApp(page, `/inspection/${ids.inspection}`);
    await page.getByRole('button', { name: 'Open a nonconformance', exact: true }).click();
    await waitForPath(page, '/nonconformance/new');
    await expect
      .poll(() => description().inputValue())
      .toBe(`Inspection ${ids.inspectionNo} failed: thickness 5–5 µm for 10–20 µm`);
    expect(await page.locator('input[name="source"]').inputValue()).toBe('inspection');
    await checkScreen(page, 'nonconformance from an inspection', {
      reopen: async (t: Messages) => {
        await page.getByRole('button', { name: t.ra.action.save, exact: true }).waitFor();
      },
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Nonconformance saved');
  });

  it('opens one from a Low analysis, drafted from it, naming the tank', async () => {
    await openInApp(page, `/bath-analysis/${tank.analysis}`);
    await page.getByRole('button', { name: 'Open a nonconformance', exact: true }).click();
    await waitForPath(page, '/nonconformance/new');
    await expect.poll(() => description().inputValue()).toBe('Nickel 4.1 g/L below its lower limit 4.5 g/L');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Nonconformance saved');
    const { rows: stored } = await apiGet<{ rows: Row[] }>('nonconformance?limit=10');
    expect(
      stored.map(({ source, inspection, packing, customer, tank: tankId }) => ({
        source,
        inspection,
        packing,
        customer,
        tankId,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          source: 'inspection',
          inspection: ids.inspection,
          packing: ids.packing,
          customer: ids.customer,
          tankId: null,
        },
        { source: 'analysis', inspection: null, packing: null, customer: null, tankId: tank.id },
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  it('records a calibration from the instrument page, and its due date follows', async () => {
    await openInApp(page, `/instrument/${instrument.id}`);
    await page.getByRole('link', { name: 'Record a calibration', exact: true }).click();
    await waitForPath(page, '/calibration/new');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Instrument *', exact: true }).inputValue())
      .toBe('XRF-7');
    await page.getByLabel('Date *', { exact: true }).fill(formatDate('2026-02-01', 'en'));
    await page.getByLabel('Due *', { exact: true }).fill(formatDate('2027-02-01', 'en'));
    await page.getByLabel('Calibrated by *', { exact: true }).fill('Metrology Lab Ltd');
    await chooseOption(page, page.getByRole('combobox', { name: 'Result *', exact: true }), 'Pass');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotification(page, 'Calibration recorded');
    await openInApp(page, `/instrument/${instrument.id}`);
    await page.getByText(formatDate('2027-02-01', 'en'), { exact: true }).first().waitFor();
    // Listed on the instrument's page, in the user's date format.
    const calibrations = page.getByRole('table', { name: 'Calibrations', exact: true });
    await calibrations.getByText('Metrology Lab Ltd', { exact: true }).waitFor();
    await calibrations.getByText(formatDate('2026-02-01', 'en'), { exact: true }).waitFor();
    const row = await apiGet<Row>(`instrument/${instrument.id}`);
    expect(row.calibrationDue).toBe('2027-02-01');
  });

  it('shows no button to a role that may not open a nonconformance', async () => {
    const watched = await openPage(session.browser, session.app.baseUrl);
    const other = watched.page;
    await other.goto('/auth/signin');
    await signIn(other, viewer.email, viewer.password);
    await openInApp(other, `/inspection/${ids.inspection}`);
    await other.getByText(`Inspection ${ids.inspectionNo}`).first().waitFor();
    expect(await other.getByText('Open a nonconformance').count()).toBe(0);
    await openInApp(other, `/bath-analysis/${tank.analysis}`);
    await other.getByText('Nickel', { exact: true }).first().waitFor();
    expect(await other.getByText('Open a nonconformance').count()).toBe(0);
    await openInApp(other, `/instrument/${instrument.id}`);
    await other.getByText('XRF-7', { exact: true }).first().waitFor();
    expect(await other.getByText('Record a calibration').count()).toBe(0);
    await other.context().close();
  });
});
