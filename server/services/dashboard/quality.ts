/**
 * The home page's quality section: instruments whose calibration falls due within
 * QUALITY_DUE_DAYS or is past due (retired ones left out), soonest first, and how many
 * nonconformances are open.
 */
import { and, asc, count, eq, lte, ne } from 'drizzle-orm';
import { QUALITY_DUE_DAYS, type DueInstrument } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

export const DUE_INSTRUMENTS_LIMIT = 10;

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function qualitySection(db: Database, now: Date, limit = DUE_INSTRUMENTS_LIMIT) {
  const { instrument, nonconformance } = declaredTables;
  const today = day(now);
  const horizon = day(new Date(now.getTime() + QUALITY_DUE_DAYS * 86_400_000));
  const due = and(ne(instrument.status, 'retired'), lte(instrument.calibrationDue, horizon));
  const [rows, [{ dueCount }], [{ open }]] = await Promise.all([
    db
      .select({ id: instrument.id, tag: instrument.tag, kind: instrument.kind, due: instrument.calibrationDue })
      .from(instrument)
      .where(due)
      .orderBy(asc(instrument.calibrationDue), asc(instrument.tag))
      .limit(limit),
    db.select({ dueCount: count() }).from(instrument).where(due),
    db.select({ open: count() }).from(nonconformance).where(eq(nonconformance.status, 'open')),
  ]);
  const dueInstruments: DueInstrument[] = rows.map((row) => ({
    id: String(row.id),
    tag: String(row.tag),
    kind: String(row.kind),
    calibrationDue: String(row.due),
    overdue: String(row.due) < today,
  }));
  return { dueInstruments, dueCount: Number(dueCount), openNonconformances: Number(open) };
}
