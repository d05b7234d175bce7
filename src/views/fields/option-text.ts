import type { RaRecord } from 'react-admin';
import { findResource } from '../../../resources';

/**
 * How a reference input names a record: the autocomplete's label, or the record's own
 * label field when a full record (already loaded elsewhere) stands in for it.
 */
export function optionText(resource: string) {
  const labelField = findResource(resource)?.labelField ?? 'id';
  return (record: RaRecord) => String(record.label ?? record[labelField] ?? '');
}
