/**
 * Final inspections of the latest packing lists (docs/domain-rules.md#inspections), each part finished to
 * one specification; a few fail, and each failure raises a nonconformance (one of them still open, holding
 * its packing list), besides a customer return.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { declaredTables } from '../../server/db/tables';
import type { Actor } from '../../server/services/audit';
import { addDays } from './calendar';
import { specificationCatalog, type CatalogSpecification } from './quality-catalog';
import type { Create } from './quality-writer';
import type { Random } from './random';

export interface InspectionPlan {
  random: Random;
  /** The catalogue's specifications as written, in its order. */
  specIds: string[];
  /** Instrument ids by tag. */
  instruments: Map<string, string>;
  /** How many of the latest packing lists are inspected. */
  count: number;
}

/** n readings inside the range (one below it when `failing`), rounded to the unit's usual places. */
function readings(random: Random, spec: CatalogSpecification, failing: boolean) {
  const [low, high] = [Number(spec.thicknessMin), Number(spec.thicknessMax)];
  const places = spec.thicknessUnit === 'in' ? 4 : 2;
  const span = high - low;
  const values = Array.from({ length: 5 }, () => low + span * (0.15 + (0.7 * random.int(0, 1000)) / 1000));
  if (failing) values[random.int(0, 4)] = low - span * 0.2;
  return values.map((value) => ({ value: Number(value.toFixed(places)) }));
}

const testValue = (test: string, spec: CatalogSpecification) =>
  test === 'saltSpray' ? `${spec.saltSprayHours ?? 96} h, no red rust` : test === 'hardness' ? '540 HV0.1' : '';

/** Inspects the latest active packing lists; answers them and the failed inspections. */
export async function seedInspections(
  db: Database,
  create: Create,
  { random, specIds, instruments, count }: InspectionPlan,
) {
  const { packing, product } = declaredTables;
  const latest = await db
    .select({ id: packing.id, date: packing.date, product: packing.product, customer: packing.customer })
    .from(packing)
    .where(eq(packing.status, 'Active'))
    .orderBy(desc(packing.date), desc(packing.valueID))
    .limit(count);
  // Each part is finished to one specification, chosen by its place among the parts inspected.
  const products = [...new Set(latest.map((p) => String(p.product)))];
  const specOf = new Map(products.map((id, index) => [id, index % specIds.length]));
  for (const [id, index] of specOf)
    await db
      .update(product)
      .set({ specifications: [{ specification: specIds[index] }] })
      .where(eq(product.id, id));

  const failed: { id: string; packing: string; customer: string }[] = [];
  for (const [index, row] of latest.entries()) {
    const specIndex = specOf.get(String(row.product))!;
    const spec = specificationCatalog[specIndex];
    const failing = index % 9 === 4;
    const inspectedAt = new Date(`${String(row.date)}T15:00:00.000Z`);
    // Baked to the specification, ending an hour before the inspection.
    const hour = 3_600_000;
    const bake = spec.bake && {
      bakeStart: new Date(inspectedAt.getTime() - (Number(spec.bake.hours) + 1) * hour).toISOString(),
      bakeEnd: new Date(inspectedAt.getTime() - hour).toISOString(),
      bakeTemperature: spec.bake.temperature,
    };
    const record = await create('inspection', {
      packing: row.id,
      specification: specIds[specIndex],
      instrument: instruments.get('XRF-01'),
      inspectedAt: inspectedAt.toISOString(),
      readings: readings(random, spec, failing),
      tests: spec.requiredTests.map((test) => ({ test, result: 'pass', value: testValue(test, spec), notes: '' })),
      ...bake,
    });
    if (record.result === 'fail') failed.push({ id: String(record.id), packing: row.id, customer: row.customer });
  }

  return { latest, failed };
}

type Inspected = Awaited<ReturnType<typeof seedInspections>>;

/** A nonconformance per failure, all but the newest dispositioned and closed, and a customer return. */
export async function seedNonconformances(
  db: Database,
  create: Create,
  { latest, failed }: Inspected,
  { today, actor }: { today: string; actor: Actor },
) {
  const { nonconformance } = declaredTables;
  // The oldest failure was stripped and replated, and closed; the newest still waits for its disposition.
  const raised: string[] = [];
  for (const f of failed) {
    const nc = await create('nonconformance', {
      date: today,
      source: 'inspection',
      description: 'Thickness below the specification minimum at one reading location.',
      customer: f.customer,
      packing: f.packing,
      inspection: f.id,
    });
    raised.push(String(nc.id));
  }
  const decided = raised.slice(0, -1);
  if (decided.length)
    await db
      .update(nonconformance)
      .set({
        disposition: 'stripReplate',
        dispositionBy: actor.email,
        dispositionAt: new Date(`${addDays(today, -1)}T10:00:00.000Z`),
        cause: 'Parts shadowed on the rack: low current density at the recess.',
        correctiveAction: 'Rack drawing revised; auxiliary anode added for this part number.',
        status: 'closed',
        closedAt: new Date(`${addDays(today, -1)}T16:00:00.000Z`),
      })
      .where(inArray(nonconformance.id, decided));
  const returned = latest[latest.length - 1];
  if (returned)
    await create('nonconformance', {
      date: addDays(today, -3),
      source: 'customerReturn',
      description: 'Customer reports blistering on 12 parts after assembly.',
      quantity: 12,
      customer: returned.customer,
      packing: returned.id,
    });
  return failed.length + (returned ? 1 : 0);
}
