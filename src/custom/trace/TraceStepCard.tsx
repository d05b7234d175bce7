/** One step of a traced job: when and by whom, the tank and its state, the analyses then in force and the additions before. */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TraceStep } from '../../../resources/kit/trace';
import { useFormat } from '../../views/fields/useFormat';

// Colours whose text keeps AA contrast on white (MUI's warning orange does not).
const flagColor = (flag: string | null) => (flag === 'inRange' ? 'success' : flag ? 'error' : 'default');
const stateColor = { inControl: 'success', outOfControl: 'error', notAnalysed: 'default' } as const;

export function TraceStepCard({ step }: { step: TraceStep }) {
  const translate = useTranslate();
  const format = useFormat();
  const who = (event: { at: string; operator: string | null }) =>
    `${format.dateTime(event.at)}${event.operator ? ` · ${event.operator}` : ''}`;
  const where = step.tank?.label ?? step.station;
  return (
    <Box
      component="section"
      aria-label={`${step.step}. ${translate(`choices.stepKind.${step.kind}.label`)}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {step.step}. {translate(`choices.stepKind.${step.kind}.label`)}
          {where ? ` · ${where}` : ''}
        </Typography>
        <Chip size="small" label={translate(`choices.stepStatus.${step.status}.label`)} />
        {step.tankState && (
          <Chip
            size="small"
            color={stateColor[step.tankState]}
            label={translate(`choices.tankState.${step.tankState}.label`)}
          />
        )}
      </Stack>
      {step.started && (
        <Typography variant="body2">
          {translate('custom.trace.started')}: {who(step.started)}
        </Typography>
      )}
      {step.finished && (
        <Typography variant="body2">
          {translate('custom.trace.finished')}: {who(step.finished)} ·{' '}
          {translate('custom.trace.parts', {
            in: format.number(step.finished.quantityIn),
            out: format.number(step.finished.quantityOut),
          })}
          {step.finished.lossReason ? ` (${step.finished.lossReason})` : ''}
        </Typography>
      )}
      {step.tankReason && (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {translate('resources.stepRecord.fields.tankReason')}: {step.tankReason}
        </Typography>
      )}
      {step.analyses.length > 0 && (
        <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }} aria-label={translate('custom.trace.analyses')}>
          {step.analyses.map((analysis) => (
            <Chip
              key={analysis.parameter}
              variant="outlined"
              color={flagColor(analysis.flag)}
              label={`${analysis.parameter} ${format.quantity(analysis.value, analysis.unit)} · ${format.date(analysis.analysedAt)}`}
            />
          ))}
        </Stack>
      )}
      {step.additions.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('custom.trace.additions')}:{' '}
          {step.additions
            .map((addition) =>
              [
                format.date(addition.date),
                addition.chemical,
                format.number(addition.quantity),
                addition.latestLot && translate('custom.trace.lot', { lot: addition.latestLot }),
              ]
                .filter(Boolean)
                .join(' '),
            )
            .join('; ')}
        </Typography>
      )}
    </Box>
  );
}
