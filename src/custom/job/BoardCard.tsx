/** One job on the work board: its number (a link), customer, part, quantity, due date and what holds it. */
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import type { BoardJob } from '../../../resources/kit/jobs';
import { useFormat } from '../../views/fields/useFormat';

export function BoardCard({ job }: { job: BoardJob }) {
  const translate = useTranslate();
  const { date, number } = useFormat();
  const field = (name: string) => translate(`resources.job.fields.${name}`);
  const urgency =
    job.urgency === 'late'
      ? { label: translate('custom.job.late'), color: 'error' as const }
      : job.urgency === 'dueSoon'
        ? { label: translate('custom.job.dueSoon'), color: 'warning' as const }
        : null;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={viewUrl(resources.job, job.id)}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Stack direction="row" justifyContent="space-between" alignItems="baseline" gap={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {field('valueID')} {job.valueID}
            </Typography>
            <Typography variant="body2">{number(job.quantity, { decimals: 0 })}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {job.customer} · {job.product}
          </Typography>
          <Stack direction="row" gap={0.5} flexWrap="wrap" sx={{ mt: 0.5 }}>
            {job.dueDate && (
              <Chip
                size="small"
                variant="outlined"
                label={`${field('dueDate')}: ${date(job.dueDate)}`}
                // "Prazo de entrega: 23/11/2026" is wider than a column: it wraps rather than being cut.
                sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
              />
            )}
            {urgency && <Chip size="small" color={urgency.color} label={urgency.label} />}
            {job.priority !== 'normal' && (
              <Chip size="small" color="secondary" label={translate(`choices.jobPriority.${job.priority}.label`)} />
            )}
            {job.status === 'onHold' && (
              <Chip size="small" color="error" variant="outlined" label={translate('choices.jobStatus.onHold.label')} />
            )}
            {job.step?.status === 'inProcess' && (
              <Chip size="small" color="info" label={translate('choices.stepStatus.inProcess.label')} />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
