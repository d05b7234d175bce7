/** A `choices` value as chips, each option named in the user's language. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChoicesField } from '../../../resources/kit/types';
import { optionLabel } from './option-label';

export function OptionChips({ field, values }: { field: ChoicesField; values: unknown }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap">
      {(Array.isArray(values) ? values : []).map((value: string) => (
        <Chip key={value} label={optionLabel(translate, field, value)} size="small" />
      ))}
    </Stack>
  );
}
