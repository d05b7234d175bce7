/**
 * Starts or finishes the chosen step: the tank (the step's own unless another is chosen), the parts
 * out at the finish and why any were lost, and why this tank when the server says it is out of
 * control or overdue for analysis. What the server refuses shows under its field; nothing is lost.
 */
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StepAction } from '../../../resources/kit/jobs';
import { apiFetch } from '../../providers/api';
import { RecordPicker } from '../shared/RecordPicker';
import type { StationJob, StationStep } from './station-job';

interface Props {
  job: StationJob;
  index: number;
  onRecorded: (action: StepAction, record: Record<string, unknown>) => void;
}

type FieldErrors = Partial<Record<'tank' | 'tankReason' | 'quantityOut' | 'lossReason', string>>;
const TANK_KINDS = ['plating', 'strike', 'etching', 'conversion'];

export function RecordStepForm({ job, index, onRecorded }: Props) {
  const translate = useTranslate();
  const step = (job.steps ?? [])[index] as StationStep;
  const ownTank = typeof step.tank === 'string' ? step.tank : null;
  const ownLabel = (job as { labels?: { steps?: { tank?: string }[] } }).labels?.steps?.[index]?.tank ?? '';
  const [tank, setTank] = useState<{ id: string; label: string } | null>(
    ownTank ? { id: ownTank, label: ownLabel } : null,
  );
  const [tankReason, setTankReason] = useState('');
  const [quantityOut, setQuantityOut] = useState('');
  const [lossReason, setLossReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const number = index + 1;

  const record = async (action: StepAction) => {
    setBusy(true);
    setFailure(undefined);
    const data = {
      job: job.id,
      step: number,
      action,
      tank: tank?.id ?? null,
      tankReason: tankReason || null,
      ...(action === 'finish' && quantityOut !== '' ? { quantityOut: Number(quantityOut) } : {}),
      ...(action === 'finish' ? { lossReason: lossReason || null } : {}),
    };
    try {
      const saved = await apiFetch<Record<string, unknown>>('step-record', { method: 'POST', body: { data } });
      setErrors({});
      onRecorded(action, saved);
    } catch (error) {
      const body = (error as { body?: { errors?: FieldErrors } }).body;
      if (body?.errors) setErrors(body.errors);
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const showTank = Boolean(ownTank) || TANK_KINDS.includes(String(step.kind));
  const field = (name: keyof FieldErrors) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  return (
    <Stack gap={2}>
      {showTank && (
        <RecordPicker
          resource="tank"
          label="resources.stepRecord.fields.tank"
          chosen={tank}
          onChoose={(id, choice) => setTank({ id, label: choice.label })}
          onClear={() => setTank(null)}
        />
      )}
      {(errors.tankReason || tankReason) && (
        <TextField
          label={translate('resources.stepRecord.fields.tankReason')}
          value={tankReason}
          onChange={(event) => setTankReason(event.target.value)}
          {...field('tankReason')}
        />
      )}
      <TextField
        label={translate('resources.stepRecord.fields.quantityOut')}
        value={quantityOut}
        onChange={(event) => setQuantityOut(event.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...field('quantityOut')}
      />
      {(errors.lossReason || quantityOut !== '') && (
        <TextField
          label={translate('resources.stepRecord.fields.lossReason')}
          value={lossReason}
          onChange={(event) => setLossReason(event.target.value)}
          {...field('lossReason')}
        />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        {step.status !== 'inProcess' && (
          <Button
            variant="outlined"
            size="large"
            disabled={busy}
            onClick={() => record('start')}
            sx={{ minHeight: 56, flex: 1 }}
          >
            {translate('custom.station.start', { step: number })}
          </Button>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => record('finish')}
          sx={{ minHeight: 56, flex: 1 }}
        >
          {translate('custom.station.finish', { step: number })}
        </Button>
      </Stack>
    </Stack>
  );
}
