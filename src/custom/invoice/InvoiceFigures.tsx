/**
 * What the server keeps on an invoice, shown read-only in its form: quantity (its packing list's),
 * unit price, total, paid and due date. Payments move paid; the server moves the rest.
 */
import { Stack, TextField } from '@mui/material';
import { useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { can } from '../../providers/authProvider';
import { formatMoney } from './invoice-money';

export function InvoiceFigures() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: packing } = useGetOne('packing', { id: record?.packing }, { enabled: Boolean(record?.packing) && can('packingRead') });
  if (!record) return null;
  const money = (value: unknown) => (value === null || value === undefined ? '' : formatMoney(Number(value), locale));
  const figures: [string, string, unknown][] = [
    ['quantity', translate('resources.packing.fields.quantity'), packing?.quantity ?? ''],
    ['unitPrice', translate('resources.invoice.fields.unitPrice'), money(record.unitPrice)],
    ['total', translate('resources.invoice.fields.total'), money(record.total)],
    ['paid', translate('resources.invoice.fields.paid'), money(record.paid ?? 0)],
    ['dueDate', translate('resources.invoice.fields.dueDate'), record.dueDate ?? ''],
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
