/**
 * The payments recorded on the invoice in view, oldest first, amounts in the shop's currency and dates
 * as the interface language writes them. A payment
 * entered by mistake offers "Reverse" (docs/domain-rules.md#payments); a reversal and the payment
 * it takes back each say so.
 */
import { useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { invoiceStatus } from '../../../resources/invoice';
import invoicePayment from '../../../resources/invoicePayment';
import { can } from '../../providers/authProvider';
import { useFormat } from '../../views/fields/useFormat';
import { ScrollRegion } from '../../views/ScrollRegion';
import { stackedRows } from '../../views/stacked-rows';
import { ReversePaymentDialog } from './ReversePaymentDialog';

const columns = ['date', 'amount', 'check', 'notes'] as const;

export function InvoicePayments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { money, date } = useFormat();
  const [reversing, setReversing] = useState<RaRecord>();
  const heading = (name: (typeof columns)[number]) => translate(`resources.invoicePayment.fields.${name}`);
  const { data = [] } = useGetList(
    invoicePayment.name,
    {
      filter: { invoice: record?.id },
      sort: { field: 'date', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(record?.id) },
  );
  if (!record) return null;
  const reversalOf = new Map(data.filter((p) => p.reverses).map((p) => [String(p.reverses), p]));
  const byId = new Map(data.map((p) => [String(p.id), p]));
  const mayReverse = record.status !== invoiceStatus.Void && can(invoicePayment.permissions.create);
  return (
    <div style={{ padding: '0 16px 16px' }}>
      <Typography variant="h6" component="h2">
        {translate('custom.invoicePayment.payments')}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('custom.invoicePayment.none')}</Typography>
      ) : (
        // A narrow screen scrolls the table in its own box (reachable by keyboard), not the page.
        <ScrollRegion label={translate('custom.invoicePayment.payments')}>
          <Table size="small" aria-label={translate('custom.invoicePayment.payments')} sx={stackedRows}>
            <TableHead>
              <TableRow>
                {columns.map((name) => (
                  <TableCell key={name} sx={{ whiteSpace: 'nowrap' }}>
                    {heading(name)}
                  </TableCell>
                ))}
                {mayReverse && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((payment) => {
                const reversal = reversalOf.get(String(payment.id));
                const reverses = payment.reverses ? byId.get(String(payment.reverses)) : undefined;
                const note = reversal
                  ? translate('custom.invoicePayment.reversedOn', { date: date(reversal.date) })
                  : payment.reverses
                    ? translate('custom.invoicePayment.reversalOf', { date: date(reverses?.date) })
                    : null;
                return (
                  <TableRow key={payment.id}>
                    <TableCell data-label={heading('date')} sx={{ whiteSpace: 'nowrap' }}>
                      {date(payment.date)}
                    </TableCell>
                    <TableCell data-label={heading('amount')} sx={{ whiteSpace: 'nowrap' }}>
                      {money(payment.amount)}
                    </TableCell>
                    <TableCell data-label={heading('check')}>{payment.check}</TableCell>
                    <TableCell data-label={heading('notes')}>
                      {note && (
                        <Typography variant="body2" color="text.secondary">
                          {note}
                        </Typography>
                      )}
                      {payment.notes}
                    </TableCell>
                    {mayReverse && (
                      <TableCell>
                        {!reversal && !payment.reverses && Number(payment.amount) > 0 && (
                          <Button
                            size="small"
                            onClick={() => setReversing(payment)}
                            aria-label={translate('custom.invoicePayment.reverseLabel', { date: date(payment.date) })}
                          >
                            {translate('custom.invoicePayment.reverse')}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {reversing && <ReversePaymentDialog payment={reversing} onClose={() => setReversing(undefined)} />}
    </div>
  );
}
