import { Button } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A packing list's trace: how its parts were made, step by step (docs/domain-rules.md#traceability). */
export function TraceButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={`/packing/${record.id}/trace`} startIcon={<TimelineIcon />} size="small">
      {translate('custom.trace.open')}
    </Button>
  );
}
