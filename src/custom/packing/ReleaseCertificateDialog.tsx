/**
 * "Release certificate" (docs/domain-rules.md#certificates), for holders of certificateRelease only: disabled,
 * saying why, while the packing list is void, not inspected or held; a dialog confirms, and asks why when a
 * revision already exists (the server refuses a second one without a reason). A refusal is told in the
 * user's language (the server writes it so) and the dialog stays open.
 */
import { useState } from 'react';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { can } from '../../providers/authProvider';
import type { PackingQualityAnswer } from '../../../resources/kit/packing-quality-answer';
import { recordActions } from '../../providers/record-actions';
import { useCertificates } from './CertificateRevisions';
import { PageDialog } from '../shared/PageDialog';

// The server keeps at most this many characters of a reason (server/schema/certificate.ts).
const REASON_MAX = 1000;

function ReleaseDialog({
  packing,
  revision,
  onClose,
}: {
  packing: { id: string; valueID: unknown };
  revision: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const needsReason = revision > 1;
  const missing = needsReason && !reason.trim();
  const release = async () => {
    setTried(true);
    if (missing) return;
    setSending(true);
    try {
      await recordActions.releaseCertificate(packing.id, needsReason ? reason.trim() : undefined);
      notify('custom.quality.released', { type: 'success', messageArgs: { revision } });
      refresh();
      onClose();
    } catch (error) {
      const message = (error as Error).message;
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSending(false);
    }
  };
  return (
    <PageDialog titleId="release-title" onClose={onClose}>
      <DialogTitle id="release-title">
        {translate('custom.certificate.releaseTitle', { packing: packing.valueID })}
      </DialogTitle>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <DialogContentText sx={{ mb: 2 }}>{translate('custom.quality.releaseHelp', { revision })}</DialogContentText>
        {needsReason && (
          <TextField
            label={`${translate('custom.certificate.reason')} *`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={tried && missing}
            helperText={tried && missing ? translate('ra.validation.required') : ' '}
            inputProps={{ maxLength: REASON_MAX }}
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={release} disabled={sending}>
          {translate('custom.certificate.release')}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}

export function ReleaseCertificateButton({ quality }: { quality: PackingQualityAnswer | undefined }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = record?.id === undefined ? undefined : String(record.id);
  const { data: released } = useCertificates(id);
  if (!record || !id || !can('certificateRelease')) return null;
  // The server says why, with the words its refusal would have (release-gate.ts).
  const why = quality?.release;
  const revision = (released?.[0]?.revision ?? 0) + 1;
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        startIcon={<VerifiedIcon />}
        size="small"
        variant="outlined"
        disabled={!quality || !released || Boolean(why)}
        aria-describedby={why ? 'release-blocked' : undefined}
      >
        {translate('custom.certificate.release')}
      </Button>
      {why && (
        <Typography id="release-blocked" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {why}
        </Typography>
      )}
      {open && (
        <ReleaseDialog packing={{ id, valueID: record.valueID }} revision={revision} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
