/** Factories for the job tests (docs/domain-rules.md#jobs): a part with a process and a specification, its jobs. */
import { asc } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import { as, createCustomer, createShipper, ok, snapshot, unique, type PartsFlowContext, type Row } from './parts-flow';

export const processSteps = [
  { kind: 'cleaning', station: 'Soak clean', minutes: 10 },
  { kind: 'plating', tank: null, currentDensity: 2.5, minutes: 45 },
  { kind: 'bake', station: 'Oven 2' },
  { kind: 'inspection', station: 'QA bench', instructions: 'Thickness by XRF, 5 readings' },
];

/** A specification with a thickness range and a bake, as AMS 2404 gives them. */
export async function createSpecification(ctx: PartsFlowContext): Promise<Row> {
  const data = {
    code: unique('AMS'),
    revision: 'F',
    thicknessMin: 12.5,
    thicknessMax: 25,
    thicknessUnit: 'µm',
    bakeTemperature: 190,
    bakeTemperatureUnit: '°C',
    bakeHours: 3,
  };
  return ok(await as(ctx, 'POST', '/api/specification', { body: { data } }));
}

/** A customer, a part processed in `processSteps` to one specification, and a shipper of `quantity` of it. */
export async function jobFlow(ctx: PartsFlowContext, quantity: number) {
  const customer = (await createCustomer(ctx)).id;
  const specification = await createSpecification(ctx);
  const data = {
    part: unique('part'),
    customer,
    openingStock: 0,
    specifications: [{ specification: specification.id }],
    process: processSteps,
  };
  const product = ok(await as(ctx, 'POST', '/api/product', { body: { data } }));
  const shipper = await createShipper(ctx, customer, product.id, quantity);
  return { customer, product, specification, shipper };
}

export const postJob = (ctx: PartsFlowContext, data: Record<string, unknown>) =>
  as(ctx, 'POST', '/api/job', { body: { data } });

export const createJob = async (ctx: PartsFlowContext, shipper: Row, quantity: number, extra = {}) =>
  ok(await postJob(ctx, { shipper: shipper.id, quantity, ...extra }));

export const updateJob = (ctx: PartsFlowContext, id: string, data: Record<string, unknown>) =>
  as(ctx, 'PUT', `/api/job/${id}`, { body: { id, data } });

export const getJob = async (ctx: PartsFlowContext, id: string) => ok(await as(ctx, 'GET', `/api/job/${id}`));

/** The steps as a job's form sends them back, each with the status given (the rest as they were). */
export const withStatuses = (job: Row, statuses: (string | [string, string])[]) =>
  (job.steps as Row[]).map((step, i) => {
    const given = statuses[i] ?? step.status;
    return Array.isArray(given) ? { ...step, status: given[0], reason: given[1] } : { ...step, status: given };
  });

/** Everything the parts flow writes, with every job and packing list. */
export async function jobSnapshot(ctx: PartsFlowContext) {
  const rows = (name: string) => ctx.db.select().from(resourceTables[name]).orderBy(asc(resourceTables[name].id));
  return { ...(await snapshot(ctx)), jobs: await rows('job'), packings: await rows('packing') };
}
