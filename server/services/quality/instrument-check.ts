/**
 * A reading (an inspection's thickness, a bath analysis) taken with an instrument that is out of
 * service or whose calibration is past due is refused, naming the instrument and its due date
 * (docs/domain-rules.md#quality). The instrument's row is locked so a calibration recorded at the same
 * moment is seen whole.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';

/** The day `at` falls on, as the shop's calendar writes it (YYYY-MM-DD, UTC). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function assertInstrumentUsable(
  tx: Database,
  where: { resource: string; field: string },
  instrumentId: string,
  at: Date,
): Promise<void> {
  const instrument = declaredTables.instrument;
  const [row] = await tx.select().from(instrument).where(eq(instrument.id, instrumentId)).for('share');
  if (!row) return; // a missing instrument is the foreign key's refusal
  const refuse = (key: string, args: Record<string, string>, dates?: string[]) => {
    throw new ValidationFailed(where.resource, { [where.field]: { key, args, dates } });
  };
  if (row.status !== 'inService') refuse('validation.instrumentNotInService', { instrument: String(row.tag) });
  const due = row.calibrationDue === null ? null : String(row.calibrationDue);
  if (due === null) refuse('validation.instrumentNeverCalibrated', { instrument: String(row.tag) });
  else if (due < dayOf(at))
    refuse('validation.instrumentCalibrationDue', { instrument: String(row.tag), due }, ['due']);
}
