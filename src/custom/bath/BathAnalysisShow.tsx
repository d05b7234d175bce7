/**
 * An analysis; for a Low one not yet corrected, the way to record the addition it proposes; while it stands, the
 * way to void it with a reason (never deleted); out of its limits, the way to open a nonconformance. A void one says so, with its reason.
 */
import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { OpenAnalysisNonconformance } from '../quality/OpenAnalysisNonconformance';
import { RecordAdditionButton } from './RecordAdditionButton';
import { VoidAnalysisButton } from './VoidAnalysisButton';

function VoidNotice() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.voided) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
      {translate('custom.bath.voidedBanner', { reason: record.voidReason ?? '' })}
    </Alert>
  );
}

export default function BathAnalysisShow() {
  return (
    <ResourceShow
      resource={resources.bathAnalysis}
      actions={
        <>
          <RecordAdditionButton />
          <VoidAnalysisButton />
          <OpenAnalysisNonconformance />
        </>
      }
    >
      <VoidNotice />
    </ResourceShow>
  );
}
