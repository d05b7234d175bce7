/**
 * What the server keeps on an invoice, shown read-only in its form: quantity (its packing list's),
 * unit price, total, paid and due date. Payments move paid; the server moves the rest.
 */
import { Stack, TextField } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { can } from '../../providers/authProvider';
import { useFormat } from '../../views/fields/useFormat';

export function InvoiceFigures() {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const { data: packing } = useGetOne('packing', { id: record?.packing }, { enabled: Boolean(record?.packing) && can('packingRead') });
  if (!record) return null;
  const money = format.money;
  const figures: [string, string, unknown][] = [
    ['quantity', translate('resources.packing.fields.quantity'), format.number(packing?.quantity, { decimals: 0 })],
    ['unitPrice', translate('resources.invoice.fields.unitPrice'), money(record.unitPrice)],
    ['total', translate('resources.invoice.fields.total'), money(record.total)],
    ['paid', translate('resources.invoice.fields.paid'), money(record.paid ?? 0)],
    ['dueDate', translate('resources.invoice.fields.dueDate'), format.date(record.dueDate)],
  ];
  return (
    // Gaps, not margins: with margins a wrapped row starts indented.
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {figures.map(([name, label, value]) => (
        <TextField key={name} label={label} value={String(value)} size="small" variant="filled"
          slotProps={{ input: { readOnly: true } }} />
      ))}
    </Stack>
  );
}
