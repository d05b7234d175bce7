/** A job's steps as large buttons: the operator taps the one at their station (the current one is chosen first). */
import { Chip, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StationJob } from './station-job';

interface Props {
  job: StationJob;
  chosen: number | null;
  onChoose: (index: number) => void;
}

export function StepList({ job, chosen, onChoose }: Props) {
  const translate = useTranslate();
  const labels = (job as { labels?: { steps?: { tank?: string }[] } }).labels?.steps ?? [];
  return (
    <List dense={false} aria-label={translate('resources.job.fields.steps')}>
      {(job.steps ?? []).map((step, index) => {
        const where = step.station || labels[index]?.tank || '';
        return (
          <ListItemButton
            key={index}
            selected={index === chosen}
            onClick={() => onChoose(index)}
            sx={{ minHeight: 56, borderRadius: 1 }}
          >
            <ListItemText
              primary={`${index + 1}. ${translate(`choices.stepKind.${step.kind}.label`)}`}
              secondary={where || null}
            />
            <Chip
              size="small"
              label={translate(`choices.stepStatus.${step.status ?? 'waiting'}.label`)}
              color={step.status === 'done' ? 'success' : step.status === 'inProcess' ? 'primary' : 'default'}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
