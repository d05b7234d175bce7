/**
 * GET /api/inspection/{id}/nonconformance-prefill: what a nonconformance opened from a failed
 * inspection starts with (the inspection, its packing list and that list's customer), for whoever
 * may open one, though they may not read packing lists; refused to whoever may not; and the
 * nonconformance saved from it passes the rule that it names its inspection's packing list and customer.
 */
import { beforeAll, expect, test } from 'vitest';
import { call } from '../helpers/http';
import { inspectedPacking, postNonconformance } from '../helpers/nonconformances';
import { ok, refused, setupPartsFlow } from '../helpers/parts-flow';
import { createUser, type TestUser } from '../helpers/users';

const ctx = setupPartsFlow();
const users = {} as { technician: TestUser; viewer: TestUser };
beforeAll(async () => {
  users.technician = await createUser(ctx.app, ctx.db, { roles: ['labTechnician'] });
  users.viewer = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
});

const prefillOf = (id: string, user: TestUser) =>
  call(ctx.app, 'GET', `/api/inspection/${id}/nonconformance-prefill`, { token: user.token });

test('a lab technician gets the inspection, its packing list and customer, and saves the nonconformance', async () => {
  const { inspection, packing, customer } = await inspectedPacking(ctx, 10);
  // The prefill names what the nonconformance must reference, whatever else the caller may read.
  const prefill = ok(await prefillOf(inspection.id, users.technician));
  expect(prefill).toEqual({
    inspection: { id: inspection.id, label: String(inspection.valueID) },
    packing: { id: packing.id, label: String(packing.valueID) },
    customer: { id: customer, label: expect.any(String) },
  });
  const refs = { inspection: inspection.id, packing: packing.id, customer };
  const saved = ok(await postNonconformance(ctx, { source: 'inspection', ...refs }, users.technician));
  expect(saved).toMatchObject(refs);
});

test('refused to a role that may not open a nonconformance, and for an unknown inspection', async () => {
  const { inspection } = await inspectedPacking(ctx, 5);
  await refused(ctx, 403, () => prefillOf(inspection.id, users.viewer));
  await refused(ctx, 404, () => prefillOf('00000000-0000-4000-8000-000000000000', users.technician));
});
