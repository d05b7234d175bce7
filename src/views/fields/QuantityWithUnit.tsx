/**
 * A number shown with the unit of the record its `unitOf` reference names (a receipt's quantity,
 * "10.000 kg"). Rows of a list ask for their chemicals together: one request per page, not per row.
 */
import { NumberField, useGetManyAggregate, useRecordContext, useResourceContext } from 'react-admin';
import { findResource } from '../../../resources';
import type { NumberField as NumberFieldDeclaration } from '../../../resources/kit/types';

interface QuantityWithUnitProps {
  source: string;
  field: NumberFieldDeclaration;
}

export function QuantityWithUnit({ source, field }: QuantityWithUnitProps) {
  const record = useRecordContext();
  const declared = findResource(useResourceContext() ?? '')?.fields[field.unitOf ?? ''];
  const reference = declared?.type === 'reference' ? declared.resource : '';
  const id = record?.[field.unitOf ?? ''];
  const { data } = useGetManyAggregate(reference, { ids: id ? [id] : [] }, { enabled: Boolean(reference && id) });
  const unit = data?.[0]?.unit;
  const digits = field.type === 'decimal' ? (field.scale ?? 2) : 0;
  return (
    <>
      <NumberField source={source} options={{ minimumFractionDigits: digits, maximumFractionDigits: digits }} />
      {unit ? ` ${String(unit)}` : null}
    </>
  );
}
