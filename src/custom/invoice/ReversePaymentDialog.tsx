/**
 * "Reverse" a payment entered by mistake: when and why (resources/payment-reversal.ts). The payment
 * stays in the books; the server adds its negated entry and the invoice's balance grows back.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import paymentReversal, { reversalDateRefusal } from '../../../resources/forms/payment-reversal';
import { renderValidationMessage } from '../../../i18n/render';
import { writableFields } from '../../../resources/kit/derive';
import { formDefaults } from '../../../resources/kit/form-defaults';
import { recordActions } from '../../providers/record-actions';
import { pickWritable } from '../../providers/dataProvider';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';
import { useFormat } from '../../views/fields/useFormat';
import { PageDialog } from '../shared/PageDialog';

interface ReversePaymentDialogProps {
  payment: RaRecord;
  onClose: () => void;
}

export function ReversePaymentDialog({ payment, onClose }: ReversePaymentDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { money, date } = useFormat();
  const validateFields = useRecordValidator(paymentReversal);
  // As the server checks it: never dated before the payment it reverses.
  const validate = (values: Record<string, unknown>) => {
    const errors = validateFields(values);
    const early = reversalDateRefusal(values.date, payment.date);
    return errors.date || !early
      ? errors
      : { ...errors, date: renderValidationMessage(translate, paymentReversal.name, 'date', early) };
  };
  // In the shop's currency and the interface language, as the payments table beside it shows them.
  const named = { amount: money(payment.amount), date: date(payment.date) };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await recordActions.reversePayment(payment.id, pickWritable(paymentReversal, values));
      notify('custom.invoicePayment.reversed', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <PageDialog titleId="reverse-payment-title" onClose={onClose}>
      <Form onSubmit={submit} validate={validate} record={formDefaults(paymentReversal)}>
        <DialogTitle id="reverse-payment-title">{translate('custom.invoicePayment.reverseTitle', named)}</DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <DialogContentText sx={{ mb: 2 }}>{translate('custom.invoicePayment.reverseHelp', named)}</DialogContentText>
          {writableFields(paymentReversal).map(([name, field]) =>
            fieldInput(
              name,
              field,
              translate(`resources.${paymentReversal.name}.fields.${name}`),
              paymentReversal.name,
            ),
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="custom.invoicePayment.reverse" alwaysEnable />
        </DialogActions>
      </Form>
    </PageDialog>
  );
}
