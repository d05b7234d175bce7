import { Button } from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../providers/authProvider';

/** A tank's recall list: the jobs that went through it in a period (docs/domain-rules.md#traceability). */
export function RecallButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !can('jobRead')) return null;
  return (
    <Button component={Link} to={`/tank/${record.id}/recall`} startIcon={<ManageSearchIcon />} size="small">
      {translate('custom.recall.open')}
    </Button>
  );
}
