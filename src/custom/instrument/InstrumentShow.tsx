/** An instrument with its calibrations (declared `calibrations`, shown as a table), and the way to record the next one. */
import { Button } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import ResourceShow from '../../views/ResourceShow';
import { InstrumentCalibrations } from './InstrumentCalibrations';

/** Opens the calibration form with this instrument chosen (react-admin's create takes `record` from the state). */
function RecordCalibrationButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !can(resources.calibration.permissions.create)) return null;
  return (
    <Button
      component={Link}
      to={`/${resources.calibration.path}/new`}
      state={{ record: { instrument: record.id } }}
      startIcon={<VerifiedIcon />}
      size="small"
    >
      {translate('custom.quality.recordCalibration')}
    </Button>
  );
}

export default function InstrumentShow() {
  // The calibrations as a table (dates in the user's format, result, by whom) instead of bare links.
  return (
    <ResourceShow resource={resources.instrument} actions={<RecordCalibrationButton />} omit={['calibrations']}>
      <InstrumentCalibrations />
    </ResourceShow>
  );
}
