/** A list filter on a choice the shop extends (a customer's term): the spec's options and the shop's own. */
import { SelectInput, useTranslate } from 'react-admin';
import type { ChoiceField } from '../../../resources/kit/types';
import { useOfferedOptions } from './ChoosableSelect';
import { translatedChoices } from './option-label';

export function OfferedFilter({ field, ...common }: { field: ChoiceField } & Record<string, unknown>) {
  const translate = useTranslate();
  const offered = useOfferedOptions(field);
  return (
    <SelectInput
      {...common}
      helperText={false}
      choices={translatedChoices(translate, field, offered)}
      translateChoice={false}
    />
  );
}
