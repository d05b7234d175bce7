/**
 * /job/new: the generic form, opened from a shipper's page with that shipper chosen; left empty,
 * its steps are the part's process, copied by the server (docs/domain-rules.md#jobs).
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import ResourceCreate from '../../views/ResourceCreate';

function StepsFromProcess() {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
      {translate('custom.job.stepsFromProcess')}
    </Typography>
  );
}

export default function JobCreate() {
  return <ResourceCreate resource={resources.job} after={{ steps: <StepsFromProcess /> }} />;
}
