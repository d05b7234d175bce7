import { Chip } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/authProvider';

/** The invoice billing a packing list; a link only for those who may open it (else /403). */
export function InvoiceChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.invoice) return null;
  const label = translate('custom.invoice.number', { invoice: record.labels?.invoice ?? '' });
  const icon = <ReceiptLongIcon />;
  if (!can('invoiceRead')) return <Chip icon={icon} label={label} size="small" />;
  return <Chip component={Link} to={`/invoice/${record.invoice}`} clickable icon={icon} label={label} size="small" />;
}
