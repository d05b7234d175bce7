/**
 * What a nonconformance opened from a failed inspection starts with: the inspection, its packing list
 * and that list's customer, as `{id, label}`. Computed here because the nonconformance must name the
 * same packing list and customer as its inspection (their `matches`), and whoever opens one (a lab
 * technician, the quality manager) may not read packing lists.
 */
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import type { NonconformancePrefill } from '../../schema/prefill';
import { getRecord } from '../records/records-read';
import type { Row } from '../records/record-shape';

const labelled = (record: Row, field: string) =>
  typeof record[field] === 'string'
    ? {
        id: record[field] as string,
        label: String(((record.labels ?? {}) as Record<string, string | null>)[field] ?? ''),
      }
    : null;

export async function nonconformancePrefill(db: Database, inspectionId: string): Promise<NonconformancePrefill> {
  const inspection = await getRecord(db, resources.inspection, inspectionId);
  const packing = labelled(inspection, 'packing');
  const customer = packing ? labelled(await getRecord(db, resources.packing, packing.id), 'customer') : null;
  return {
    inspection: { id: String(inspection.id), label: String(inspection.valueID) },
    packing,
    customer,
  };
}
