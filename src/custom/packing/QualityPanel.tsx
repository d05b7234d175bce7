/**
 * A packing list's quality (docs/domain-rules.md#certificates): its latest inspection or that it has none,
 * why it is held, the way to inspect it, and its certificate's released revisions with the way to release one.
 * The inspection state is the quality department's reading (qualityRead); the certificates are any reader's.
 */
import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import AddTaskIcon from '@mui/icons-material/AddTask';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import type { PackingQualityAnswer } from '../../../resources/kit/packing-quality-answer';
import { recordActions } from '../../providers/record-actions';
import { useFormat } from '../../views/fields/useFormat';
import { CertificateRevisions } from './CertificateRevisions';
import { ReleaseCertificateButton } from './ReleaseCertificateDialog';

const { inspection: inspections, packing: packings } = resources;
// The panel is at the page's foot: the page it opens starts at its top (react-admin reads this state).
const fromTheTop = { _scrollToTop: true };

function usePackingQuality(id: string, enabled: boolean) {
  const [locale] = useLocaleState();
  return useQuery({
    // The hold's reason arrives in the reader's language.
    queryKey: [packings.name, id, 'quality', locale],
    queryFn: () => recordActions.packingQuality(id),
    enabled,
  });
}

function InspectionState({ quality }: { quality: PackingQualityAnswer }) {
  const translate = useTranslate();
  const { dateTime } = useFormat();
  const latest = quality.inspection;
  if (!latest) return <Typography variant="body2">{translate('custom.quality.notInspected')}</Typography>;
  return (
    <Typography variant="body2">
      {translate('custom.quality.latest')}{' '}
      <MuiLink component={Link} to={`/${inspections.path}/${latest.id}`} state={fromTheTop}>
        {translate('custom.quality.inspection', { number: latest.valueID })}
      </MuiLink>
      {', '}
      {translate(`choices.passFail.${latest.result ?? 'none'}.label`, { _: '—' })}, {dateTime(latest.inspectedAt)}
    </Typography>
  );
}

/** To /inspection/new with this packing list chosen (react-admin's Create reads `?source=`). */
function NewInspectionButton({ packing }: { packing: string }) {
  const translate = useTranslate();
  if (!can(inspections.permissions.create)) return null;
  const source = encodeURIComponent(JSON.stringify({ packing }));
  return (
    <Button
      component={Link}
      to={`/${inspections.path}/new?source=${source}`}
      state={fromTheTop}
      size="small"
      startIcon={<AddTaskIcon />}
    >
      {translate('custom.quality.newInspection')}
    </Button>
  );
}

export function QualityPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.id === undefined ? '' : String(record.id);
  const readsInspections = can(inspections.permissions.read);
  const { data: quality } = usePackingQuality(id, id !== '' && readsInspections);
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="quality-title" sx={{ mx: 2, mb: 2 }}>
      <Typography id="quality-title" variant="h6" component="h2" gutterBottom>
        {translate('custom.quality.title')}
      </Typography>
      {quality?.held && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {quality.reason}
        </Alert>
      )}
      {quality && <InspectionState quality={quality} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        <NewInspectionButton packing={id} />
        <ReleaseCertificateButton quality={quality} />
      </Stack>
      <CertificateRevisions />
    </Box>
  );
}
