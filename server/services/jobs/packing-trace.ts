/**
 * A packing list's trace (docs/domain-rules.md#traceability): its shipper and customer's PO, its job,
 * and each step as its station records tell it: when, by whom, in which tank, the analyses in force
 * then and the additions to that tank in the days before. Every read goes through a key or an index
 * (packing, shipper and job by id, step records by job, analyses and additions by tank).
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StepKind, StepStatus } from '../../../resources/kit/jobs';
import type { PackingStatus } from '../../../resources/packing';
import {
  TRACE_ADDITION_DAYS,
  type PackingTrace,
  type TraceAddition,
  type TraceAnalysis,
  type TraceJob,
  type TraceStep,
} from '../../../resources/kit/trace';
import type { TankState } from '../../../resources/kit/bath-control';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

type StepRow = typeof declaredTables.stepRecord.$inferSelect;
type JobStep = { kind: StepKind; status?: StepStatus; station?: string | null; tank?: string | null };

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The last standing analysis of each parameter of the tank at or before `at`. */
const analysesBefore = (db: Database, tank: string, at: Date) => {
  const { bathAnalysis: a } = declaredTables;
  return rowsOf<TraceAnalysis>(
    db,
    sql`select distinct on (${a.parameter}) ${a.parameter} as parameter, ${a.value}::float8 as value, ${a.unit} as unit,
          ${a.flag} as flag, to_char(${a.analysedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "analysedAt"
        from ${a} where ${a.tank} = ${tank}::uuid and not ${a.voided} and ${a.analysedAt} <= ${at.toISOString()}::timestamptz
        order by ${a.parameter}, ${a.analysedAt} desc`,
  );
};

/** Chemicals put into the tank in the days before `at`, with the lot last received of each. */
const additionsBefore = (db: Database, tank: string, at: Date) => {
  const { chemicalOut: o, chemicalIn: i, chemical: c } = declaredTables;
  const day = at.toISOString().slice(0, 10);
  return rowsOf<TraceAddition>(
    db,
    sql`select ${o.date}::text as date, ${c.name} as chemical, ${o.quantity}::float8 as quantity,
          (select ${i.lot} from ${i} where ${i.chemical} = ${o.chemical} and ${i.date} <= ${o.date}
            order by ${i.date} desc, ${i.createdAt} desc limit 1) as "latestLot"
        from ${o} join ${c} on ${c.id} = ${o.chemical}
        where ${o.tank} = ${tank}::uuid and ${o.date} between ${day}::date - ${TRACE_ADDITION_DAYS}::int and ${day}::date
        order by ${o.date}, ${o.createdAt}`,
  );
};

async function tankLabels(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { tank } = declaredTables;
  const rows = await db.select({ id: tank.id, name: tank.name }).from(tank).where(inArray(tank.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const latest = (records: StepRow[], step: number, action: string) =>
  records.filter((r) => r.step === step && r.action === action).at(-1) ?? null;

async function traceStep(db: Database, step: JobStep, index: number, records: StepRow[], labels: Map<string, string>) {
  const start = latest(records, index + 1, 'start');
  const finish = latest(records, index + 1, 'finish');
  const record = finish ?? start;
  const tankId = record?.tank ?? step.tank ?? null;
  const at = record?.createdAt ?? null;
  const traced: TraceStep = {
    step: index + 1,
    kind: step.kind,
    status: step.status ?? 'waiting',
    station: step.station ?? null,
    tank: tankId ? { id: tankId, label: labels.get(tankId) ?? '' } : null,
    started: start && { at: start.createdAt.toISOString(), operator: start.operator },
    finished: finish && {
      at: finish.createdAt.toISOString(),
      operator: finish.operator,
      quantityIn: finish.quantityIn,
      quantityOut: finish.quantityOut,
      lossReason: finish.lossReason,
    },
    tankState: (record?.tankState as TankState | null) ?? null,
    tankReason: record?.tankReason ?? null,
    analyses: tankId && at ? await analysesBefore(db, tankId, at) : [],
    additions: tankId && at ? await additionsBefore(db, tankId, at) : [],
  };
  return traced;
}

async function traceJob(db: Database, jobId: string): Promise<TraceJob | null> {
  const { job, stepRecord } = declaredTables;
  const [row] = await db.select().from(job).where(eq(job.id, jobId));
  if (!row) return null;
  const records = await db
    .select()
    .from(stepRecord)
    .where(eq(stepRecord.job, jobId))
    .orderBy(asc(stepRecord.createdAt));
  const steps = (Array.isArray(row.steps) ? row.steps : []) as JobStep[];
  const tankIds = [...steps.map((s) => s.tank), ...records.map((r) => r.tank)].filter((id): id is string => !!id);
  const labels = await tankLabels(db, [...new Set(tankIds)]);
  const traced: TraceStep[] = [];
  for (const [index, step] of steps.entries()) traced.push(await traceStep(db, step, index, records, labels));
  return {
    id: row.id,
    valueID: row.valueID ?? 0,
    quantity: row.quantity,
    specification: row.specification,
    steps: traced,
  };
}

/** The trace of one packing list, or null when there is none. */
export async function packingTrace(db: Database, packingId: string): Promise<PackingTrace | null> {
  const { packing, shipper, customer } = declaredTables;
  const [row] = await db
    .select({ packing, shipper, customer: { id: customer.id, label: customer.name } })
    .from(packing)
    .innerJoin(shipper, eq(shipper.id, packing.shipper))
    .innerJoin(customer, eq(customer.id, packing.customer))
    .where(eq(packing.id, packingId));
  if (!row) return null;
  const { packing: p, shipper: s } = row;
  const job = p.job ? await traceJob(db, p.job) : null;
  return {
    packing: {
      id: p.id,
      valueID: p.valueID ?? 0,
      date: String(p.date),
      quantity: p.quantity,
      // A choice of packingStatuses: the column holds nothing else.
      status: p.status as PackingStatus,
      po: p.po,
    },
    customer: row.customer,
    shipper: { id: s.id, valueID: s.valueID ?? 0, date: String(s.date), po: s.po },
    jobs: job ? [job] : [],
  };
}
