/** The status a person may choose: the invoice's own (kept by the server) or Void. */
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import type { ChoiceField } from '../../../resources/kit/types';
import { optionChoices } from '../../views/fields/option-label';

export function InvoiceStatusInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  const field = resources.invoice.fields.status as ChoiceField;
  const offered = new Set([record?.status ?? field.default, 'Void']);
  const label = `${translate('resources.invoice.fields.status')} *`;
  return <SelectInput source="status" label={label} choices={optionChoices(field).filter((c) => offered.has(c.id))} />;
}
