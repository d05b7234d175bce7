/**
 * A choice field's value named in the user's language (an invoice's Paid is "Paga"): the one way
 * an option is shown in lists, record pages, the QR page and custom tables (option-label.ts).
 */
import { useTranslate } from 'ra-core';
import type { ChoiceField } from '../../../resources/kit/types';
import { optionLabel } from './option-label';

export function ChoiceText({ field, value }: { field: ChoiceField; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return <>{optionLabel(translate, field, String(value))}</>;
}
