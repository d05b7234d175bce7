/**
 * Import / Pause / Resume / failed-rows download / Choose another file, the progress bar with the
 * running counts (imported, already imported, failed) and the completion message.
 */
import { useId } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { importCounts, type ImportOutcome } from './import-row';
import type { ImportSession } from './useImportSession';

const OUTCOME_SEVERITY: Record<ImportOutcome, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  nothingNew: 'info',
  someErrors: 'warning',
  allErrors: 'error',
};

export interface ImportControlsProps {
  session: ImportSession;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onDiscard: () => void;
  onDownloadFailed: () => void;
}

export function ImportControls({
  session,
  onStart,
  onPause,
  onResume,
  onDiscard,
  onDownloadFailed,
}: ImportControlsProps) {
  const translate = useTranslate();
  const progressId = useId();
  const { phase, outcome } = session;
  const counts = importCounts(session.rows);
  const done = counts.total - counts.pending;
  const busy = phase === 'running' || phase === 'pausing';
  const tallies = [
    { key: 'imported', value: counts.imported, color: 'success.main' },
    { key: 'alreadyImported', value: counts.alreadyImported, color: 'text.secondary' },
    { key: 'failed', value: counts.failed, color: counts.failed ? 'error.main' : 'text.secondary' },
  ] as const;

  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
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
        {counts.failed > 0 && !busy && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadFailed}>
            {translate('importer.downloadFailed')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onDiscard} disabled={busy}>
          {translate('importer.discard')}
        </Button>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={counts.total === 0 ? 0 : (done / counts.total) * 100}
        aria-labelledby={progressId}
      />
      <Box role="status" sx={{ mt: 1 }}>
        <Typography id={progressId} variant="body2">
          {translate('importer.progress', { done, total: counts.total, smart_count: counts.total })}
          {phase === 'pausing' ? ` — ${translate('importer.pausing')}` : ''}
        </Typography>
        <Stack
          direction="row"
          component="ul"
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 0.5, p: 0, listStyle: 'none' }}
        >
          {tallies.map(({ key, value, color }) => (
            <Typography key={key} component="li" variant="body2" data-count={key}>
              <Box component="strong" sx={{ color }}>
                {value}
              </Box>{' '}
              {translate(`importer.counts.${key}`, { smart_count: value })}
            </Typography>
          ))}
        </Stack>
      </Box>
      {phase === 'completed' && outcome && (
        <Alert severity={OUTCOME_SEVERITY[outcome]} sx={{ mt: 2 }}>
          {translate(`importer.completed.${outcome}`)}
        </Alert>
      )}
    </Box>
  );
}
