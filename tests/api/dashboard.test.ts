/**
 * GET /api/dashboard (docs/domain-rules.md#home-dashboard): parts received and shipped, money invoiced and
 * collected per month for the last seven months, open invoices, low-stock chemicals and recent
 * activity; each section only for a caller who may read its resource. None of them: 403.
 */
import { addMonths, format, subMonths } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { createChemical, receive } from '../helpers/chemistry';
import { createInvoice, getRecord, postPayment, updateInvoice } from '../helpers/billing';
import { emptyDashboard } from '../helpers/dashboard';
import { call } from '../helpers/http';
import {
  as,
  createCustomer,
  createPacking,
  createProduct,
  ok,
  setupPartsFlow,
  shipperData,
  updatePacking,
  type Row,
} from '../helpers/parts-flow';
import { createUser } from '../helpers/users';
import { monthWindow } from '../../server/services/dashboard/month-window';
import type { DashboardAnswer } from '../../resources/kit/dashboard';
import { findResource } from '../../resources';
import { dashboardAnswer } from '../../resources/kit/dashboard-answer';
import { describedBy } from '../helpers/answer-schema';

const ctx = setupPartsFlow();
const window = monthWindow();
const M = window.months;
const day = (month: number, dd: string) => `${M[month]}-${dd}`;
const today = format(new Date(), 'yyyy-MM-dd');

const dashboardAs = (token?: string) =>
  describedBy(dashboardAnswer, call<DashboardAnswer>(ctx.app, 'GET', '/api/dashboard', { token }));
const sectionsOf = (answer: DashboardAnswer) =>
  Object.keys(answer)
    .filter((key) => key !== 'months')
    .sort();

async function shipper(customer: string, product: string, quantity: number, date: string): Promise<Row> {
  return ok(
    await as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer, product, quantity, { date }) } }),
  );
}

describe('an empty database', () => {
  test('answers every section with zeros and nothing listed, never made-up figures', async () => {
    const answer = ok<DashboardAnswer>(await dashboardAs(ctx.owner.token));
    expect(answer).toEqual(emptyDashboard(M, new Date().toISOString().slice(0, 10)));
  });
});

describe('with records in several months', () => {
  let low: Row;
  test('figures per month, void packings and Void invoices left out, dates outside the window too', async () => {
    const customer = (await createCustomer(ctx)).id;
    const product = (await createProduct(ctx, customer)).id;
    const a = await shipper(customer, product, 100, day(0, '15'));
    await shipper(customer, product, 40, day(4, '10'));
    await shipper(customer, product, 7, today);
    // Just outside the window on both sides.
    await shipper(customer, product, 1000, format(subMonths(new Date(`${window.from}T12:00:00`), 1), 'yyyy-MM-dd'));
    await shipper(customer, product, 500, window.to);

    const p1 = await createPacking(ctx, a, 10, { date: day(2, '05') });
    const p2 = await createPacking(ctx, a, 5, { date: day(2, '20') });
    ok(await updatePacking(ctx, p2.id, { status: 'Void' }));
    const p3 = await createPacking(ctx, a, 20, { date: today });
    const p4 = await createPacking(ctx, a, 3, { date: day(3, '01') });
    const p5 = await createPacking(ctx, a, 4, { date: day(1, '10') });

    const paid = await createInvoice(ctx, p1, { date: day(2, '06'), unitPrice: 2.5 });
    ok(await postPayment(ctx, paid.id, 25));
    expect(await getRecord(ctx, 'invoice', paid.id)).toMatchObject({ status: 'Paid', total: 25 });
    expect(await createInvoice(ctx, p3, { date: today, unitPrice: 1.1 })).toMatchObject({
      status: 'Pending',
      total: 22,
    });
    const partly = await createInvoice(ctx, p4, { date: day(4, '02'), unitPrice: 10 });
    ok(await postPayment(ctx, partly.id, 5));
    expect(await getRecord(ctx, 'invoice', partly.id)).toMatchObject({ status: 'Expired', total: 30 });
    const voided = await createInvoice(ctx, p5, { date: day(1, '11'), unitPrice: 100 });
    ok(await postPayment(ctx, voided.id, 50));
    ok(await updateInvoice(ctx, voided.id, { status: 'Void', voidReason: 'Billed twice' }));

    const answer = ok<DashboardAnswer>(await dashboardAs(ctx.owner.token));
    expect(answer.months).toEqual(M);
    expect(M[6]).toBe(today.slice(0, 7));
    expect(answer.received).toEqual({ values: [100, 0, 0, 0, 40, 0, 7], any: true });
    expect(answer.shipped).toEqual({ values: [0, 4, 10, 3, 0, 0, 20], any: true });
    expect(answer.billing?.invoiced).toEqual({ values: [0, 0, 25, 0, 30, 0, 22], any: true });
    expect(answer.billing?.collected).toEqual({ values: [0, 0, 25, 0, 5, 0, 0], any: true });
  });

  test('open invoices: count and total of the Pending and the Expired ones', async () => {
    const answer = ok<DashboardAnswer>(await dashboardAs(ctx.owner.token));
    expect(answer.billing?.open).toEqual({ Pending: { count: 1, total: 22 }, Expired: { count: 1, total: 30 } });
  });

  test('low-stock chemicals by name with stock, minimum and unit; those above their minimum left out', async () => {
    low = await createChemical(ctx, { name: 'a nickel sulfate', unit: 'kg', minimumStock: 10 });
    ok(await receive(ctx, low.id, 2.5));
    const fine = await createChemical(ctx, { name: 'b boric acid', unit: 'L', minimumStock: 5 });
    ok(await receive(ctx, fine.id, 20));
    const answer = ok<DashboardAnswer>(await dashboardAs(ctx.owner.token));
    expect(answer.lowStock).toEqual({
      rows: [{ id: low.id, name: 'a nickel sulfate', stock: 2.5, minimumStock: 10, unit: 'kg' }],
      count: 1,
      anyChemical: true,
    });
  });

  test('recent activity: the last 10 audit entries, newest first, without their values', async () => {
    const { activity = [] } = ok<DashboardAnswer>(await dashboardAs(ctx.owner.token));
    expect(activity).toHaveLength(10);
    // The last write above: the receipt of the boric acid.
    expect(activity[0]).toMatchObject({ entityName: 'chemicalIn', action: 'create', createdByEmail: ctx.owner.email });
    expect(Object.keys(activity[0]).sort()).toEqual([
      'action',
      'createdByEmail',
      'entityId',
      'entityName',
      'id',
      'label',
      'timestamp',
    ]);
    const times = activity.map((entry) => Date.parse(entry.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const logged = ok<{ rows: Row[] }>(
      await as(ctx, 'GET', '/api/auditLog', { query: { orderBy: 'timestamp_DESC', limit: 10, offset: 0 } }),
    );
    expect(activity.map((entry) => entry.id).sort()).toEqual(logged.rows.map((row) => row.id).sort());
    // Each names its record as the entry kept it: a shipper by its valueID, a receipt by its lot.
    const kept = new Map(
      logged.rows.map((row) => {
        const labelField = findResource(String(row.entityName))?.labelField ?? '';
        const value = (row.values as Row)[labelField];
        return [row.id, value === null || value === undefined ? null : String(value)];
      }),
    );
    expect(activity.map((entry) => entry.label)).toEqual(activity.map((entry) => kept.get(entry.id)));
    expect(activity.some((entry) => entry.label)).toBe(true);
  });
});

describe('who sees what', () => {
  const cases: [string[], string[]][] = [
    // Who reads shippers or packing lists reads the jobs made from them (docs/domain-rules.md#jobs).
    [['shipperViewer'], ['jobs', 'received']],
    [['packingEditor'], ['jobs', 'shipped']],
    // chemistryRead is held by invoiceRead's roles (docs/domain-rules.md#roles-and-permissions).
    [['invoiceViewer'], ['billing', 'lowStock']],
    [['auditLogViewer'], ['activity']],
    [
      ['shipperViewer', 'auditLogViewer'],
      ['activity', 'jobs', 'received'],
    ],
    [['viewer'], ['activity', 'billing', 'jobs', 'lowStock', 'quality', 'received', 'shipped']],
    // The lab reads chemistry, quality records and the packing lists it inspects (docs/decisions.md#quality-roles).
    [['labTechnician'], ['jobs', 'lowStock', 'quality', 'shipped']],
  ];
  test.each(cases)('roles %j get only %j', async (roles, sections) => {
    const user = await createUser(ctx.app, ctx.db, { roles });
    const answer = ok<DashboardAnswer>(await dashboardAs(user.token));
    expect(sectionsOf(answer)).toEqual(sections);
    expect(answer.months).toEqual(M);
  });

  test('a user who may read none of the sections gets 403', async () => {
    const user = await createUser(ctx.app, ctx.db, { roles: ['customerViewer', 'productEditor'] });
    expect((await dashboardAs(user.token)).status).toBe(403);
  });

  test('no token is 401', async () => {
    expect((await dashboardAs()).status).toBe(401);
  });
});

describe('monthWindow', () => {
  test('seven calendar months ending with the current one, across a year end', () => {
    expect(monthWindow(new Date(2026, 0, 31, 23, 59))).toEqual({
      months: ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'],
      from: '2025-07-01',
      to: '2026-02-01',
    });
    const next = monthWindow(addMonths(new Date(2026, 0, 1), 1));
    expect(next.months.at(-1)).toBe('2026-02');
  });
});
