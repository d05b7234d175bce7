/**
 * A job's steps as large buttons: the operator taps the one at their station (the current one is
 * chosen first), and what to record of it opens right under it, so a phone never scrolls past the
 * other steps to reach the buttons.
 */
import { Box, Chip, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { StationJob } from './station-job';

interface Props {
  job: StationJob;
  chosen: number | null;
  onChoose: (index: number) => void;
  /** What to record of the chosen step, shown under it. */
  children?: ReactNode;
}

export function StepList({ job, chosen, onChoose, children }: Props) {
  const translate = useTranslate();
  const labels = (job as { labels?: { steps?: { tank?: string }[] } }).labels?.steps ?? [];
  return (
    <List dense={false} aria-label={translate('resources.job.fields.steps')}>
      {(job.steps ?? []).map((step, index) => {
        const where = step.station || labels[index]?.tank || '';
        return (
          <ListItem key={index} disablePadding sx={{ display: 'block' }}>
            <ListItemButton
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
            {index === chosen && children && <Box sx={{ px: { xs: 0, sm: 2 }, py: 2 }}>{children}</Box>}
          </ListItem>
        );
      })}
    </List>
  );
}
