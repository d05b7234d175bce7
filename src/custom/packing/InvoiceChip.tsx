import { Chip } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import invoice from '../../../resources/invoice';
import { can } from '../../providers/authProvider';
import { useRecordPaths } from '../../views/useRecordPaths';

/** The invoice billing a packing list; a link only for those who may open it (else /403). */
export function InvoiceChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  const pathOf = useRecordPaths();
  if (!record?.invoice) return null;
  const label = translate('custom.invoice.number', { invoice: record.labels?.invoice ?? '' });
  const icon = <ReceiptLongIcon />;
  if (!can('invoiceRead')) return <Chip icon={icon} label={label} size="small" />;
  return (
    <Chip
      component={Link}
      to={pathOf(invoice, 'show', record.invoice)}
      clickable
      icon={icon}
      label={label}
      size="small"
    />
  );
}
