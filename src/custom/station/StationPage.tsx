/**
 * /step-record/station, the station page (docs/domain-rules.md#station-records): an operator scans a
 * traveler (a USB scanner types its number and Enter, or the number is typed; the job page's "Record
 * a step" opens it with the job), taps the step and starts or finishes it. Phone-sized, large targets.
 */
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { StepAction } from '../../../resources/kit/jobs';
import { RecordStepForm } from './RecordStepForm';
import { StepList } from './StepList';
import { currentStep, findJob, scannedJob, type StationJob } from './station-job';

type Notice = { severity: 'success' | 'error' | 'info'; text: string } | null;

export default function StationPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [scan, setScan] = useState('');
  const [job, setJob] = useState<StationJob | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const load = useCallback(
    async (text: string, keepNotice = false) => {
      const named = scannedJob(text);
      if (!keepNotice) setNotice(null);
      if (!named) return setNotice({ severity: 'error', text: translate('custom.station.notAJob', { scan: text }) });
      try {
        const found = await findJob(named);
        if (!found) return setNotice({ severity: 'error', text: translate('custom.station.notFound', { scan: text }) });
        setJob(found);
        setChosen(currentStep(found.steps ?? []));
        setParams({ job: found.id }, { replace: true });
      } catch (error) {
        setNotice({ severity: 'error', text: (error as Error).message });
      }
    },
    [setParams, translate],
  );

  const opened = params.get('job');
  useEffect(() => {
    if (opened && !job) void load(opened);
  }, [opened, job, load]);

  const recorded = (action: StepAction, record: Record<string, unknown>) => {
    const args = { step: record.step, job: job?.valueID, parts: record.quantityOut };
    setNotice({
      severity: 'success',
      text: translate(action === 'start' ? 'custom.station.started' : 'custom.station.finished', args),
    });
    if (job) void load(job.id, true);
  };

  const title = translate('custom.station.title');
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack
        component="form"
        direction="row"
        gap={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (scan.trim()) void load(scan).then(() => setScan(''));
        }}
      >
        <TextField
          label={translate('custom.station.scan')}
          value={scan}
          onChange={(event) => setScan(event.target.value)}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'go' } }}
        />
        <Button type="submit" variant="contained" sx={{ minWidth: 88 }}>
          {translate('custom.station.find')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {job && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('custom.station.job', { job: job.valueID, quantity: job.quantity })}
            </Typography>
            <Typography color="text.secondary">
              {[job.specification, translate(`choices.jobStatus.${job.status}.label`)].filter(Boolean).join(' · ')}
            </Typography>
            <StepList job={job} chosen={chosen} onChoose={setChosen}>
              {chosen !== null && (
                <RecordStepForm
                  key={`${job.id}-${chosen}-${job.updatedAt}`}
                  job={job}
                  index={chosen}
                  onRecorded={recorded}
                />
              )}
            </StepList>
            {chosen === null && <Alert severity="info">{translate('custom.station.allDone')}</Alert>}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
