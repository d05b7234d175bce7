/**
 * The thickness range the form's readings are judged against, as the server will judge them
 * (server/services/quality/inspection-hooks.ts): the range copied when the inspection was recorded
 * while its specification stays the same, else the chosen specification's own.
 */
import { useGetOne, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { resources } from '../../../resources';

export interface ThicknessRange {
  lower: number | null;
  upper: number | null;
  unit: string;
  requiredTests: string[];
}

const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** `undefined` while no specification is chosen or it is still loading. */
export function useThicknessRange(): { chosen: boolean; range?: ThicknessRange } {
  const record = useRecordContext();
  const chosen = useWatch({ name: 'specification' }) as string | null | undefined;
  const { data: specification } = useGetOne(
    resources.specification.name,
    { id: chosen ?? '' },
    { enabled: Boolean(chosen) },
  );
  if (!chosen) return { chosen: false };
  // A pick list's {id, label} may stand in the cache for the record until it is fetched.
  if (!specification || specification.id !== chosen || specification.thicknessUnit === undefined)
    return { chosen: true };
  const requiredTests = Array.isArray(specification.requiredTests) ? specification.requiredTests.map(String) : [];
  const kept = record?.id !== undefined && record.specification === chosen && record.thicknessUnit;
  const source = kept
    ? { lower: record.thicknessLower, upper: record.thicknessUpper, unit: record.thicknessUnit }
    : { lower: specification.thicknessMin, upper: specification.thicknessMax, unit: specification.thicknessUnit };
  return {
    chosen: true,
    range: {
      lower: numberOrNull(source.lower),
      upper: numberOrNull(source.upper),
      unit: String(source.unit ?? ''),
      requiredTests,
    },
  };
}
