/**
 * What the server keeps on an invoice, shown read-only in its form: status (and why it was voided),
 * quantity (its packing list's), unit price, total, paid and due date. Payments move paid, "Void
 * invoice" the status; the server moves the rest.
 */
import { Stack, TextField } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import { optionLabel } from '../../views/fields/option-label';
import { useFormat } from '../../views/fields/useFormat';

export function InvoiceFigures() {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const { data: packing } = useGetOne(
    'packing',
    { id: record?.packing },
    { enabled: Boolean(record?.packing) && can('packingRead') },
  );
  if (!record) return null;
  const money = format.money;
  const label = (field: string) => translate(`resources.invoice.fields.${field}`);
  const figures: [string, string, unknown][] = [
    ['status', label('status'), optionLabel(translate, resources.invoice.fields.status, record.status)],
    ...(record.voidReason ? [['voidReason', label('voidReason'), record.voidReason] as [string, string, unknown]] : []),
    ['quantity', translate('resources.packing.fields.quantity'), format.number(packing?.quantity, { decimals: 0 })],
    ['unitPrice', label('unitPrice'), money(record.unitPrice)],
    ['total', label('total'), money(record.total)],
    ['paid', label('paid'), money(record.paid ?? 0)],
    ['dueDate', label('dueDate'), format.date(record.dueDate)],
  ];
  return (
    // Gaps, not margins: with margins a wrapped row starts indented.
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {figures.map(([name, label, value]) => (
        <TextField
          key={name}
          label={label}
          value={String(value)}
          size="small"
          variant="filled"
          slotProps={{ input: { readOnly: true } }}
        />
      ))}
    </Stack>
  );
}
