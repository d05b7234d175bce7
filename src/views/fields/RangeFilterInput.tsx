/**
 * A [from, to] list filter of a number or date field, loaded when a list first shows one: the shipper list opens
 * with its number's range, so this file holds only the number and date inputs, not the choice and reference ones.
 */
import { Stack } from '@mui/material';
import { NumberInput } from 'react-admin';
import type { FilterSpec } from '../../../resources/kit/derive';
import { LocaleDateInput } from './LocaleDateInput';

export interface RangeFilterProps {
  source: string;
  label: string;
  spec: FilterSpec;
}

export default function RangeFilterInput({ source, label, spec }: RangeFilterProps) {
  const Input = spec.type === 'integer' || spec.type === 'decimal' ? NumberInput : LocaleDateInput;
  return (
    <Stack direction="row" gap={1} role="group" aria-label={label}>
      <Input source={`${source}.0`} label={`${label} ≥`} helperText={false} />
      <Input source={`${source}.1`} label={`${label} ≤`} helperText={false} />
    </Stack>
  );
}
