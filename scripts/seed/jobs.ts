/**
 * The shop floor now (docs/domain-rules.md#jobs): the parts of the latest open shippers given a process,
 * and a job for each, some moved along their steps by step records at their stations and a few on hold.
 * Written through the server's own create and update (quality-writer.ts), so steps, specifications,
 * statuses and tank states are the server's.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { resources } from '../../resources';
import type { Database } from '../../server/db/client';
import { declaredTables } from '../../server/db/tables';
import type { Actor } from '../../server/services/audit';
import { domainHooks } from '../../server/services/domain-hooks';
import { updateRecord } from '../../server/services/records/records-write';
import { addDays } from './calendar';
import { recordWriter } from './quality-writer';
import type { Random } from './random';

interface JobOptions {
  random: Random;
  actor: Actor;
  /** How many of the latest open shippers get a job. */
  count?: number;
}

type Step = Record<string, unknown>;

/** Tanks by the start of their name, as the tank catalogue names them ("Acid zinc, tank 4"). */
async function tankIds(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: declaredTables.tank.id, name: declaredTables.tank.name })
    .from(declaredTables.tank);
  return new Map(rows.map((row) => [row.name.split(',')[0], row.id]));
}

const platingTanks = [
  'Nickel line',
  'Acid zinc',
  'Acid copper',
  'Alkaline zinc',
  'Electroless nickel',
  'Tin',
  'Silver',
];

function processFor(random: Random, tanks: Map<string, string>): Step[] {
  const tank = (name: string) => tanks.get(name) ?? null;
  const rinse = (n: number) => ({ kind: 'rinse', station: `Rinse ${n}` });
  const plating = random.pick(platingTanks);
  const steps: Step[] = [
    { kind: 'cleaning', tank: tank('Alkaline cleaner'), minutes: random.int(5, 12) },
    rinse(1),
    { kind: 'etching', tank: tank('Pickle'), minutes: random.int(1, 4) },
    rinse(2),
    { kind: 'plating', tank: tank(plating), minutes: random.int(20, 60), currentDensity: random.int(10, 40) / 10 },
    rinse(3),
  ];
  if (random.chance(0.4)) steps.push({ kind: 'bake', station: 'Oven 1' });
  steps.push({ kind: 'inspection', station: 'QA bench' }, { kind: 'packing', station: 'Shipping' });
  return steps;
}

const HELD = { hold: true, holdReason: 'Waiting for the customer to confirm the masking' };
// A tank Out of control or not analysed lately takes a reason (server/services/jobs/step-records.ts).
const TANK_REASON = 'Released by the quality manager for this job';

/** Tank states by id: the seed gives a reason where the server will ask for one. */
async function tankStates(db: Database): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: declaredTables.tank.id, state: declaredTables.tank.state })
    .from(declaredTables.tank);
  return new Map(rows.map((row) => [row.id, row.state]));
}

export async function seedJobs(db: Database, { random, actor, count = 40 }: JobOptions) {
  const { create, ids } = recordWriter(db, actor);
  const { shipper, product, auditLog } = declaredTables;
  const open = await db
    .select({ id: shipper.id, product: shipper.product, date: shipper.date, left: shipper.remaining })
    .from(shipper)
    .where(sql`${shipper.remaining} > 0`)
    .orderBy(desc(shipper.valueID))
    .limit(count);
  const tanks = await tankIds(db);
  const states = await tankStates(db);
  for (const part of new Set(open.map((row) => row.product)))
    await db
      .update(product)
      .set({ process: processFor(random, tanks) })
      .where(eq(product.id, part));
  // Oldest first, so job numbers follow the shippers'.
  for (const [index, row] of open.reverse().entries()) {
    const job = await create('job', {
      shipper: row.id,
      quantity: row.left,
      dueDate: addDays(String(row.date), random.int(7, 14)),
      priority: random.pick(['normal', 'normal', 'normal', 'rush', 'hot']),
    });
    const steps = job.steps as Step[];
    // One job in five just received, one in seven ready to ship, the others part way.
    const received = index % 5 === 0;
    const done = received ? 0 : index % 7 === 3 ? steps.length : random.int(1, steps.length - 1);
    // The first `done` steps finished at their stations, the next one perhaps started.
    const record = (step: number, action: 'start' | 'finish') => {
      const tank = steps[step].tank as string | null;
      const state = tank ? states.get(tank) : null;
      const tankReason = state && state !== 'inControl' ? TANK_REASON : null;
      return create('stepRecord', { job: job.id, step: step + 1, action, tankReason });
    };
    for (let step = 0; step < done; step++) await record(step, 'finish');
    if (!received && done < steps.length && random.chance(0.6)) await record(done, 'start');
    // One job in twelve waits on hold.
    if (index % 12 !== 2) continue;
    const [moved] = await db
      .select({ steps: declaredTables.job.steps })
      .from(declaredTables.job)
      .where(eq(declaredTables.job.id, String(job.id)));
    await updateRecord(db, domainHooks, resources.job, String(job.id), { steps: moved.steps, ...HELD }, actor);
  }
  await db.delete(auditLog).where(inArray(auditLog.entityId, ids));
  return { jobs: open.length };
}
