/**
 * A number shown with the unit of the record its `unitOf` reference names (a receipt's quantity,
 * "2,000.5 kg", pt-BR "2.000,5 kg": no trailing zeros, so 2000 never reads as 2.000). Every row of a list asks for the same page of chemicals, so one request serves them all.
 */
import { useContext } from 'react';
import { ListContext, useGetList, useRecordContext, useResourceContext } from 'react-admin';
import { findResource } from '../../../resources';
import type { NumberField as NumberFieldDeclaration } from '../../../resources/kit/types';
import { useFormat } from './useFormat';

interface QuantityWithUnitProps {
  source: string;
  field: NumberFieldDeclaration;
}

export function QuantityWithUnit({ source, field }: QuantityWithUnitProps) {
  const record = useRecordContext();
  const formats = useFormat();
  const rows = useContext(ListContext)?.data;
  const declared = findResource(useResourceContext() ?? '')?.fields[field.unitOf ?? ''];
  const reference = declared?.type === 'reference' ? declared.resource : '';
  const key = field.unitOf ?? '';
  // The list's referenced ids (sorted, so every row asks the same query), or this record's alone on its page.
  const ids = [
    ...new Set(
      (rows ?? [record])
        .map((row) => row?.[key])
        .filter(Boolean)
        .map(String),
    ),
  ].sort();
  const { data } = useGetList(
    reference,
    { filter: { id: ids }, pagination: { page: 1, perPage: ids.length || 1 } },
    {
      enabled: Boolean(reference) && ids.length > 0,
    },
  );
  const unit = data?.find((target) => String(target.id) === String(record?.[key]))?.unit;
  const digits = field.type === 'decimal' ? (field.scale ?? 2) : 0;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formats.quantity(record?.[source], unit ? String(unit) : '', { maxDecimals: digits })}
    </span>
  );
}
