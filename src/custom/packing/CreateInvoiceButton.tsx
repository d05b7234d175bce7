import { Button } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { packingStatus } from '../../../resources/packing';
import { can } from '../../providers/authProvider';

/** Offered while an Active packing list has no invoice: the server refuses a second one or a void packing. */
export function CreateInvoiceButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.status !== packingStatus.Active || record.invoice || !can('invoiceCreate')) return null;
  return (
    <Button
      component={Link}
      to={`/invoice/new-from-packing?packing=${record.id}`}
      startIcon={<ReceiptLongIcon />}
      size="small"
    >
      {translate('custom.invoice.create')}
    </Button>
  );
}
