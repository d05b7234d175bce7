/** Total, paid so far and balance due of an invoice, in the shop's currency as the interface language writes it. */
import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../views/fields/useFormat';
import { invoiceMoney } from './invoice-money';

export function PaymentSummary({ invoice }: { invoice: Record<string, unknown> }) {
  const translate = useTranslate();
  const format = useFormat();
  const money = invoiceMoney(invoice);
  const rows = [
    ['total', money.total],
    ['paid', money.paid],
    ['balance', money.balance],
  ] as const;
  return (
    // Wraps on a narrow screen instead of pushing the balance out of view; gaps, not margins, so wrapped rows line up.
    <Stack direction="row" useFlexGap sx={{ my: 1, flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
      {rows.map(([key, value]) => (
        <div key={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(`custom.invoicePayment.${key}`)}
          </Typography>
          <Typography variant="body1" data-testid={`invoice-${key}`}>
            {format.money(value)}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/** The summary of the invoice in view. */
export function PaymentSummaryOfRecord() {
  const record = useRecordContext();
  return record ? <PaymentSummary invoice={record} /> : null;
}
