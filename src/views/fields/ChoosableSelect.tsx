/** A choice a person makes among only some options (an invoice's Void); the record's own value stays shown. */
import { SelectInput, useRecordContext } from 'react-admin';
import type { ChoiceField } from '../../../resources/kit/types';
import { optionChoices } from './option-label';

interface ChoosableSelectProps {
  source: string;
  label: string;
  defaultValue?: ChoiceField['default'];
  field: ChoiceField;
}

export function ChoosableSelect({ field, ...props }: ChoosableSelectProps) {
  const record = useRecordContext();
  const own = record?.[props.source] ?? field.default;
  const offered = new Set([own, ...(field.choosable ?? [])]);
  return <SelectInput {...props} choices={optionChoices(field).filter((choice) => offered.has(choice.id))} />;
}
