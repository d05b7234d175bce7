/**
 * A choice among many options (a country, of 249): typed to narrow, in the reader's language and
 * its alphabetical order, where a select would be a page-long menu in code order.
 */
import { useMemo } from 'react';
import { AutocompleteInput, useTranslate } from 'react-admin';
import type { ChoiceField } from '../../../resources/kit/types';
import { translatedChoices } from './option-label';

export { MANY_OPTIONS } from './option-label';

interface ManyChoicesInputProps {
  source: string;
  label: string;
  defaultValue?: ChoiceField['default'];
  field: ChoiceField;
  helperText?: false;
}

export function ManyChoicesInput({ field, ...props }: ManyChoicesInputProps) {
  const translate = useTranslate();
  const choices = useMemo(
    () => translatedChoices(translate, field).sort((a, b) => a.name.localeCompare(b.name)),
    [translate, field],
  );
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} sx={{ minWidth: 260 }} />;
}
