/**
 * A calibration's due date comes after its date, and its instrument's `calibrationDue` is kept from
 * its calibrations (docs/domain-rules.md#quality): the due date of the latest one by date that did
 * not fail. A failed calibration that is the latest puts the instrument out of service, and it
 * cannot be put back in service until a later calibration passes (docs/decisions.md "Failed
 * calibrations"). The instrument's row is locked first, so calibrations recorded at once queue.
 */
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';
import type { ResourceHooks } from '../records/hooks';

type Calibration = StoredRowOf<'calibration'>;

function checkDates(values: Calibration) {
  const [date, due] = [String(values.date), String(values.due)];
  if (due <= date)
    throw new ValidationFailed('calibration', {
      due: { key: 'validation.calibrationDueAfterDate', args: { date }, dates: ['date'] },
    });
}

const lockInstrument = async (tx: Database, id: string) => {
  const instrument = declaredTables.instrument;
  await tx.select({ id: instrument.id }).from(instrument).where(eq(instrument.id, id)).for('update');
};

/** The latest calibration by date (a failed one first on the same day), and the latest that did not fail. */
export async function latestCalibrations(tx: Database, instrumentId: string, leaving: string[] = []) {
  const calibration = declaredTables.calibration;
  const mine = eq(calibration.instrument, instrumentId);
  const kept = leaving.length ? and(mine, notInArray(calibration.id, leaving)) : mine;
  const order = [desc(calibration.date), desc(eq(calibration.result, 'fail')), desc(calibration.due)];
  const [latest] = await tx
    .select()
    .from(calibration)
    .where(kept)
    .orderBy(...order)
    .limit(1);
  const [good] = await tx
    .select()
    .from(calibration)
    .where(and(kept, ne(calibration.result, 'fail')))
    .orderBy(...order)
    .limit(1);
  return { latest, good };
}

/** Writes the instrument's `calibrationDue`; a latest calibration that failed also takes it out of service. */
async function refreshInstrument(tx: Database, instrumentId: string, leaving: string[] = []) {
  const { latest, good } = await latestCalibrations(tx, instrumentId, leaving);
  const instrument = declaredTables.instrument;
  await tx
    .update(instrument)
    .set({ calibrationDue: good ? good.due : null })
    .where(eq(instrument.id, instrumentId));
  // A retired instrument stays retired.
  if (latest?.result === 'fail')
    await tx
      .update(instrument)
      .set({ status: 'outOfService' })
      .where(and(eq(instrument.id, instrumentId), eq(instrument.status, 'inService')));
}

export const calibrationHooks: ResourceHooks<Calibration> = {
  async beforeCreate({ tx }, values) {
    checkDates(values);
    await lockInstrument(tx, String(values.instrument));
  },
  afterCreate: ({ tx }, row) => refreshInstrument(tx, String(row.instrument)),
  async beforeUpdate({ tx }, before, values) {
    checkDates(values);
    // In id order, so two moves between the same instruments cannot deadlock.
    for (const id of [String(before.instrument), String(values.instrument)].sort()) await lockInstrument(tx, id);
  },
  async afterUpdate({ tx }, before, after) {
    await refreshInstrument(tx, String(after.instrument));
    if (before.instrument !== after.instrument) await refreshInstrument(tx, String(before.instrument));
  },
  async beforeDelete({ tx }, rows) {
    const instruments = [...new Set(rows.map((row) => String(row.instrument)))].sort();
    for (const id of instruments) await lockInstrument(tx, id);
    const leaving = rows.map((row) => String(row.id));
    for (const id of instruments) await refreshInstrument(tx, id, leaving);
  },
};
