/**
 * The home page's quality section (GET /api/dashboard, docs/domain-rules.md#home-dashboard):
 * instruments whose calibration falls due within 30 days or is past due, soonest first, retired
 * ones left out; and the count of open nonconformances. Only for holders of qualityRead.
 */
import { addDays, format } from 'date-fns';
import { describe, expect, test } from 'vitest';
import type { DashboardAnswer } from '../../resources/kit/dashboard';
import { call } from '../helpers/http';
import { calibrate, createInstrument } from '../helpers/instruments';
import { createNonconformance } from '../helpers/nonconformances';
import { as, ok, setupPartsFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

async function instrumentDue(tag: string, due: number, status?: string) {
  const instrument = await createInstrument(ctx, { tag });
  await calibrate(ctx, instrument.id, day(due - 365), day(due));
  if (status)
    ok(await as(ctx, 'PUT', `/api/instrument/${instrument.id}`, { body: { id: instrument.id, data: { status } } }));
  return instrument;
}

describe('the quality section', () => {
  test('calibrations due within 30 days or past due, soonest first; retired and later ones left out; open nonconformances counted', async () => {
    const soon = await instrumentDue('PH-SOON', 10);
    const late = await instrumentDue('XRF-LATE', -5);
    await instrumentDue('BAL-LATER', 60);
    await instrumentDue('THERMO-RETIRED', 3, 'retired');
    await createNonconformance(ctx, {});
    await createNonconformance(ctx, {});
    const closed = await createNonconformance(ctx, {});
    ok(
      await as(ctx, 'PUT', `/api/nonconformance/${closed.id}`, {
        body: { id: closed.id, data: { status: 'closed', disposition: 'scrap', correctiveAction: 'Rack replaced' } },
      }),
    );

    const answer = ok(await call<DashboardAnswer>(ctx.app, 'GET', '/api/dashboard', { token: ctx.owner.token }));
    expect(answer.quality).toEqual({
      dueInstruments: [
        { id: late.id, tag: 'XRF-LATE', kind: 'xrf', calibrationDue: day(-5), overdue: true },
        { id: soon.id, tag: 'PH-SOON', kind: 'xrf', calibrationDue: day(10), overdue: false },
      ],
      dueCount: 2,
      openNonconformances: 2,
    });
  });

  test('a lab technician sees it; a packing editor does not', async () => {
    const lab = await createUser(ctx.app, ctx.db, { roles: ['labTechnician'] });
    const packer = await createUser(ctx.app, ctx.db, { roles: ['packingEditor'] });
    expect(
      ok(await call<DashboardAnswer>(ctx.app, 'GET', '/api/dashboard', { token: lab.token })).quality,
    ).toBeDefined();
    const other = ok(await call<DashboardAnswer>(ctx.app, 'GET', '/api/dashboard', { token: packer.token }));
    expect(other.quality).toBeUndefined();
  });
});
