/**
 * "Record payment": amount (the balance due to start with), date, check number and notes, derived
 * from resources/invoicePayment.ts. The server refuses more than the balance and says so.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { format } from 'date-fns';
import { Form, SaveButton, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import invoicePayment from '../../../resources/invoicePayment';
import { writableFields } from '../../../resources/kit/derive';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';
import { invoiceMoney } from './invoice-money';
import { PaymentSummary } from './PaymentSummary';

interface RecordPaymentDialogProps {
  invoice: RaRecord;
  onClose: () => void;
}

export function RecordPaymentDialog({ invoice, onClose }: RecordPaymentDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const validate = useRecordValidator(invoicePayment);
  const { balance } = invoiceMoney(invoice);
  const number = { invoice: invoice.valueID };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create(invoicePayment.name, { data: { ...values, invoice: invoice.id } });
      const paidUp = Math.round(Number(values.amount) * 100) === Math.round(balance * 100);
      notify(paidUp ? 'custom.invoicePayment.recordedPaid' : 'custom.invoicePayment.recorded', {
        type: 'success',
        messageArgs: number,
      });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const fields = writableFields(invoicePayment).filter(([name]) => name !== 'invoice');
  return (
    <Dialog open onClose={onClose} aria-labelledby="record-payment-title" fullWidth>
      <Form
        onSubmit={submit}
        validate={validate}
        record={{
          invoice: invoice.id,
          amount: balance,
          date: format(new Date(), 'yyyy-MM-dd'),
          check: null,
          notes: null,
        }}
      >
        <DialogTitle id="record-payment-title">{translate('custom.invoicePayment.title', number)}</DialogTitle>
        {/* Room above the first input's floating label. */}
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <PaymentSummary invoice={invoice} />
          {/* One field a line, as in the app's forms: side by side, date and amount touched. */}
          <Stack sx={{ alignItems: 'flex-start', pt: 1 }}>
            {fields.map(([name, field]) =>
              fieldInput(
                name,
                field,
                translate(`resources.${invoicePayment.name}.fields.${name}`),
                invoicePayment.name,
              ),
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="custom.invoicePayment.record" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
