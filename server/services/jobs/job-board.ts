/**
 * The work board (docs/domain-rules.md#jobs): every job not yet shipped with the step it waits at,
 * late ones first, then those due soon, then by priority and due date.
 */
import { addDays, format, parseISO } from 'date-fns';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import {
  DUE_SOON_DAYS,
  type BoardJob,
  type JobBoardAnswer,
  type StepKind,
  type StepStatus,
} from '../../../resources/kit/jobs';
import type { Database } from '../../db/client';
import { readQuery } from '../records/records-read';
import { serialize, type Row } from '../records/record-shape';

/** A board is read at a glance: past this many, the rest are counted, not shown. */
export const BOARD_LIMIT = 300;

type Step = Row & { kind: StepKind; status?: StepStatus; station?: string | null };

export async function jobBoard(db: Database, today: string, customer?: string): Promise<JobBoardAnswer> {
  const { query, table } = readQuery(db, resources.job);
  const open = and(ne(table.status, 'shipped'), customer ? eq(table.customer, customer) : undefined);
  const soon = format(addDays(parseISO(today), DUE_SOON_DAYS), 'yyyy-MM-dd');
  const urgency = sql`case when ${table.dueDate} < ${today} then 0 when ${table.dueDate} <= ${soon} then 1 else 2 end`;
  const rank = sql`case ${table.priority} when 'hot' then 0 when 'rush' then 1 else 2 end`;
  const [rows, [{ total }]] = await Promise.all([
    query
      .where(open)
      .orderBy(urgency, rank, sql`${table.dueDate} asc nulls last`, asc(table.valueID))
      .limit(BOARD_LIMIT),
    db.select({ total: count() }).from(table).where(open),
  ]);
  const jobs = rows.map((row) => boardJob(serialize(resources.job, row), today, soon));
  return { today, jobs, more: Math.max(0, Number(total) - jobs.length) };
}

function boardJob(job: Row, today: string, soon: string): BoardJob {
  const labels = (job.labels ?? {}) as { customer?: string; product?: string; steps?: { tank?: string | null }[] };
  const steps = (Array.isArray(job.steps) ? job.steps : []) as Step[];
  const index = steps.findIndex((step) => step.status !== 'done' && step.status !== 'skipped');
  const step = steps[index];
  const dueDate = (job.dueDate as string | null) ?? null;
  return {
    id: String(job.id),
    valueID: Number(job.valueID),
    customer: labels.customer ?? '',
    product: labels.product ?? '',
    quantity: Number(job.quantity),
    dueDate,
    priority: job.priority as BoardJob['priority'],
    status: job.status as BoardJob['status'],
    urgency: dueDate === null ? null : dueDate < today ? 'late' : dueDate <= soon ? 'dueSoon' : null,
    step: step
      ? {
          index,
          kind: step.kind,
          status: step.status ?? 'waiting',
          station: step.station || labels.steps?.[index]?.tank || null,
        }
      : null,
  };
}
