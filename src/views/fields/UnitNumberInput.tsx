/**
 * A number counted in the unit of the record a sibling reference names (a receipt's quantity, in
 * its chemical's unit: `unitOf` in resources/kit/types.ts): the unit shows at the input's end.
 */
import { InputAdornment } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { NumberField } from '../../../resources/kit/types';
import { LocaleNumberInput, numberInputProps } from './LocaleNumberInput';

interface UnitNumberInputProps {
  source: string;
  label: string;
  field: NumberField;
  /** The resource the `unitOf` reference points at. */
  reference: string;
  defaultValue?: unknown;
}

export function UnitNumberInput({ source, label, field, reference, defaultValue }: UnitNumberInputProps) {
  const chosen = useWatch({ name: field.unitOf ?? '' }) as string | undefined;
  const { data } = useGetOne(reference, { id: chosen }, { enabled: Boolean(chosen) });
  const unit = chosen && data?.unit ? String(data.unit) : '';
  return (
    <LocaleNumberInput
      source={source}
      label={label}
      defaultValue={defaultValue}
      {...numberInputProps(field)}
      slotProps={{ input: { endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined } }}
    />
  );
}
