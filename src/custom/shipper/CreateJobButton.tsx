import { Button } from '@mui/material';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/authProvider';

/** A job of this shipper's parts: the job form opens with the shipper chosen (react-admin's `source`). */
export function CreateJobButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !can('jobEdit')) return null;
  const source = encodeURIComponent(JSON.stringify({ shipper: record.id, quantity: record.quantity }));
  return (
    <Button component={Link} to={`/job/new?source=${source}`} startIcon={<PrecisionManufacturingIcon />} size="small">
      {translate('custom.shipper.createJob')}
    </Button>
  );
}
