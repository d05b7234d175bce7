import { Button } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/authProvider';

/** The traveler's QR code opens the job: from there an operator records a step on the station page. */
export function RecordStepButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const open = record && record.status !== 'shipped' && record.hold !== true;
  if (!open || !can('jobStepRecord')) return null;
  return (
    <Button
      component={Link}
      to={`/step-record/station?job=${record.id}`}
      startIcon={<QrCodeScannerIcon />}
      size="small"
    >
      {translate('custom.station.open')}
    </Button>
  );
}
