/** Import / Pause / Resume / Choose another file, the progress bar and the completion message. */
import { useId } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { importProgress, type ImportOutcome } from './import-row';
import type { ImportSession } from './useImportSession';

const OUTCOME_SEVERITY: Record<ImportOutcome, 'success' | 'warning' | 'error'> = {
  success: 'success',
  someErrors: 'warning',
  allErrors: 'error',
};

export interface ImportControlsProps {
  session: ImportSession;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onDiscard: () => void;
}

export function ImportControls({ session, onStart, onPause, onResume, onDiscard }: ImportControlsProps) {
  const translate = useTranslate();
  const progressId = useId();
  const { phase, outcome } = session;
  const { done, total } = importProgress(session.rows);
  const busy = phase === 'running' || phase === 'pausing';

  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {phase === 'ready' && (
          <Button variant="contained" startIcon={<UploadIcon />} onClick={onStart}>
            {translate('importer.start')}
          </Button>
        )}
        {busy && (
          <Button variant="contained" startIcon={<PauseIcon />} onClick={onPause} disabled={phase === 'pausing'}>
            {translate('importer.pause')}
          </Button>
        )}
        {phase === 'paused' && (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={onResume}>
            {translate('importer.resume')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onDiscard} disabled={busy}>
          {translate('importer.discard')}
        </Button>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (done / total) * 100}
        aria-labelledby={progressId}
      />
      <Typography id={progressId} variant="body2" role="status" sx={{ mt: 1 }}>
        {translate('importer.progress', { done, total })}
        {phase === 'pausing' ? ` — ${translate('importer.pausing')}` : ''}
      </Typography>
      {phase === 'completed' && outcome && (
        <Alert severity={OUTCOME_SEVERITY[outcome]} sx={{ mt: 2 }}>
          {translate(`importer.completed.${outcome}`)}
        </Alert>
      )}
    </Box>
  );
}
