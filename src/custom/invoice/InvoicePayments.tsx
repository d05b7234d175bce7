/** The payments recorded on the invoice in view, oldest first, amounts with two decimals. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import invoicePayment from '../../../resources/invoicePayment';
import { formatMoney } from './invoice-money';

const columns = ['date', 'amount', 'check', 'notes'] as const;

export function InvoicePayments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data = [] } = useGetList(invoicePayment.name, {
    filter: { invoice: record?.id }, sort: { field: 'date', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: Boolean(record?.id) });
  if (!record) return null;
  return (
    <div style={{ padding: '0 16px 16px' }}>
      <Typography variant="h6" component="h2">{translate('custom.invoicePayment.payments')}</Typography>
      {data.length === 0 ? <Typography color="text.secondary">{translate('custom.invoicePayment.none')}</Typography> : (
        // A narrow screen scrolls the table, not the page (the layout around it grows to its content).
        <TableContainer sx={{ maxWidth: 'calc(100vw - 48px)' }}><Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((name) => <TableCell key={name}>{translate(`resources.invoicePayment.fields.${name}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.date}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(Number(payment.amount), locale)}</TableCell>
                <TableCell>{payment.check}</TableCell>
                <TableCell>{payment.notes}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table></TableContainer>
      )}
    </div>
  );
}
