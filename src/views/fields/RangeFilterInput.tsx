/**
 * A [from, to] list filter of a number or date field, loaded when a list first shows one: the shipper list opens
 * with its number's range, so this file holds only the number and date inputs, not the choice and reference ones.
 */
import { Stack } from '@mui/material';
import type { FilterSpec } from '../../../resources/kit/derive';
import { LocaleDateInput } from './LocaleDateInput';
import { LocaleNumberInput } from './LocaleNumberInput';

export interface RangeFilterProps {
  source: string;
  label: string;
  spec: FilterSpec;
}

export default function RangeFilterInput({ source, label, spec }: RangeFilterProps) {
  const numeric = spec.type === 'integer' || spec.type === 'decimal';
  const bound = (end: 0 | 1, sign: string) =>
    numeric ? (
      <LocaleNumberInput
        source={`${source}.${end}`}
        label={`${label} ${sign}`}
        helperText={false}
        scale={spec.type === 'decimal' ? 2 : 0}
        signed
        filter
      />
    ) : (
      <LocaleDateInput source={`${source}.${end}`} label={`${label} ${sign}`} helperText={false} />
    );
  return (
    <Stack direction="row" gap={1} role="group" aria-label={label}>
      {bound(0, '≥')}
      {bound(1, '≤')}
    </Stack>
  );
}
