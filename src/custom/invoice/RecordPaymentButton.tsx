/** "Record payment": offered to those who may record payments, while the invoice is not Void and money is due. */
import { useState } from 'react';
import { Button } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useRecordContext, useTranslate } from 'react-admin';
import { invoiceStatus } from '../../../resources/invoice';
import invoicePayment from '../../../resources/invoicePayment';
import { can } from '../../providers/authProvider';
import { invoiceMoney } from './invoice-money';
import { RecordPaymentDialog } from './RecordPaymentDialog';

export function RecordPaymentButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || record.status === invoiceStatus.Void || !can(invoicePayment.permissions.create)) return null;
  if (invoiceMoney(record).balance <= 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} startIcon={<PaymentsIcon />} size="small">
        {translate('custom.invoicePayment.record')}
      </Button>
      {open && <RecordPaymentDialog invoice={record} onClose={() => setOpen(false)} />}
    </>
  );
}
