/**
 * When a packing list's certificate may be released (docs/domain-rules.md#certificates): it is not
 * void, has an inspection with a result, and is not held (packing-hold.ts, the one place the hold is
 * decided: the page's state and the release ask the same question).
 */
import { desc, eq } from 'drizzle-orm';
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { packingQualityState, type PackingQualityState } from './packing-hold';

const { inspection, nonconformance } = declaredTables;

export type InspectionRow = typeof inspection.$inferSelect;
export type NonconformanceRow = typeof nonconformance.$inferSelect;

/** The latest inspection of the packing list and the nonconformances raised on it (the certificate's deviations). */
export async function latestInspection(tx: Database, packingId: string) {
  const [latest] = await tx
    .select()
    .from(inspection)
    .where(eq(inspection.packing, packingId))
    .orderBy(desc(inspection.inspectedAt), desc(inspection.createdAt))
    .limit(1);
  const findings = latest
    ? await tx
        .select()
        .from(nonconformance)
        .where(eq(nonconformance.inspection, latest.id))
        .orderBy(nonconformance.valueID)
    : [];
  return { latest, findings };
}

/** The message key refusing the release of a packing list in this state, or undefined when it may be released. */
export function refusalFor(status: unknown, { inspection: latest, held }: PackingQualityState): string | undefined {
  if (status === packingStatus.Void) return 'errors.certificate.void';
  if (!latest) return 'errors.certificate.noInspection';
  if (held) return 'errors.certificate.held';
  if (latest.result !== 'pass' && latest.result !== 'fail') return 'errors.certificate.noResult';
  return undefined;
}

/** The message key refusing the release, or undefined when it may be released. */
export async function releaseRefusal(
  tx: Database,
  packing: { id: string; status: unknown },
): Promise<string | undefined> {
  return refusalFor(packing.status, await packingQualityState(tx, packing.id));
}
