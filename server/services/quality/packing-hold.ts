/**
 * Whether a packing list is held by its inspections (docs/domain-rules.md#inspections): held when
 * its latest inspection failed and no nonconformance on that inspection has been dispositioned
 * yet, or one of them still waits for its disposition. Certificate release and nonconformances ask
 * here, so the rule is written once.
 */
import { desc, eq } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import type { MessageDescriptor } from '../../../resources/kit/messages';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

export interface PackingQualityState {
  /** The latest inspection (by inspection time, then recording time), or null when none. */
  inspection: StoredRowOf<'inspection'> | null;
  held: boolean;
  /** Why it is held ("Held: inspection 12 failed"), or null. */
  reason: MessageDescriptor | null;
}

export async function packingQualityState(db: Database, packingId: string): Promise<PackingQualityState> {
  const inspection = declaredTables.inspection;
  const [latest] = await db
    .select()
    .from(inspection)
    .where(eq(inspection.packing, packingId))
    .orderBy(desc(inspection.inspectedAt), desc(inspection.createdAt))
    .limit(1);
  if (!latest) return { inspection: null, held: false, reason: null };
  const row = latest as StoredRowOf<'inspection'>;
  if (row.result !== 'fail') return { inspection: row, held: false, reason: null };
  const nonconformance = declaredTables.nonconformance;
  const decisions = await db
    .select({ disposition: nonconformance.disposition })
    .from(nonconformance)
    .where(eq(nonconformance.inspection, String(row.id)));
  const dispositioned = decisions.length > 0 && decisions.every((d) => d.disposition !== null);
  if (dispositioned) return { inspection: row, held: false, reason: null };
  return {
    inspection: row,
    held: true,
    reason: { key: 'quality.heldInspectionFailed', args: { inspection: Number(row.valueID) } },
  };
}
