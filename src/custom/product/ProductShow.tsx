/** A product with the way to its printable history, its stock adjustments and the way to record one. */
import { Button } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { StockAdjustments } from './StockAdjustments';

function ReportButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button component={Link} to={`/product/${record.id}/report`} startIcon={<AssessmentIcon />} size="small">
      {translate('custom.report.open')}
    </Button>
  );
}

export default function ProductShow() {
  return (
    // "Adjust stock" sits with the adjustments it adds to, so the top actions fit a 375 px screen in either language.
    <ResourceShow resource={resources.product} actions={<ReportButton />}>
      <StockAdjustments />
    </ResourceShow>
  );
}
