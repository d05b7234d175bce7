/**
 * A choice a person makes among only some options (an invoice's Void is the server's; a customer's
 * term is one of the spec's or the shop's own): the record's own value stays shown.
 */
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { ChoiceField } from '../../../resources/kit/types';
import { useShopSettings } from '../../providers/shop-settings';
import { translatedChoices } from './option-label';

interface ChoosableSelectProps {
  source: string;
  label: string;
  defaultValue?: ChoiceField['default'];
  field: ChoiceField;
}

/** What a form or filter offers of a field: its choosable options and those the shop's settings list. */
export function useOfferedOptions(field: ChoiceField, own?: unknown): string[] {
  const shop = useShopSettings();
  const offered = new Set<unknown>([
    own,
    ...(field.choosable ?? field.options),
    ...(field.shopOptions ? shop[field.shopOptions] : []),
  ]);
  return field.options.filter((option) => offered.has(option));
}

export function ChoosableSelect({ field, ...props }: ChoosableSelectProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const offered = useOfferedOptions(field, record?.[props.source] ?? field.default);
  // Named here: a numbered option (D28, "Net 28") is said with its count, which translateChoice cannot.
  return <SelectInput {...props} choices={translatedChoices(translate, field, offered)} translateChoice={false} />;
}
