/**
 * Jobs on hold, past due and ready to ship (docs/domain-rules.md#jobs), each opening the job list
 * under the filter that counts it: named as the list names its statuses.
 */
import { Chip, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { format, parseISO, subDays } from 'date-fns';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { OPEN_WORK_FILTER } from '../../../resources/kit/derive';
import type { JobQueueCounts } from '../../../resources/kit/dashboard';
import { optionLabel } from '../../views/fields/option-label';
import { useFormat } from '../../views/fields/useFormat';
import { filteredListUrl } from './home-format';
import { Tile } from './Tile';

export function JobsTile({ jobs }: { jobs: JobQueueCounts }) {
  const translate = useTranslate();
  const { job } = resources;
  const status = (value: string) =>
    job.fields.status.type === 'choice' ? optionLabel(translate, job.fields.status, value) : value;
  // Past due: not shipped and due before the server's today, so due on or before yesterday.
  const yesterday = format(subDays(parseISO(jobs.today), 1), 'yyyy-MM-dd');
  const queues = [
    { label: status('onHold'), count: jobs.onHold, filter: { status: 'onHold' }, alarm: true },
    {
      label: translate('home.jobs.late'),
      count: jobs.late,
      filter: { [OPEN_WORK_FILTER]: true, dueDateRange: ['', yesterday] },
      alarm: true,
    },
    { label: status('readyToShip'), count: jobs.readyToShip, filter: { status: 'readyToShip' }, alarm: false },
  ];
  return (
    <Tile
      title={translate(`resources.${job.name}.name`, { smart_count: 2 })}
      link={{ to: `/${job.path}/board`, label: translate('custom.job.board') }}
    >
      <List dense disablePadding>
        {queues.map((queue) => (
          <Queue key={queue.label} {...queue} />
        ))}
      </List>
    </Tile>
  );
}

interface QueueProps {
  label: string;
  count: number;
  filter: Record<string, unknown>;
  alarm: boolean;
}

function Queue({ label, count, filter, alarm }: QueueProps) {
  const { number } = useFormat();
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={filteredListUrl(resources.job, filter)}>
        <ListItemText primary={label} />
        <Chip
          size="small"
          color={count ? (alarm ? 'error' : 'primary') : 'default'}
          label={number(count, { decimals: 0 })}
        />
      </ListItemButton>
    </ListItem>
  );
}
