/**
 * /tank/:id/recall: the jobs that went through a tank in a period, with the packing lists that shipped
 * them (docs/domain-rules.md#traceability): what to recall after an out-of-control result. Exported
 * as CSV in the user's convention.
 */
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { subDays, format as formatDay } from 'date-fns';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import type { TankRecall } from '../../../resources/kit/trace';
import { apiFetch } from '../../providers/api';
import { csvConvention, downloadText } from '../../views/export/export-csv';
import { useFormat } from '../../views/fields/useFormat';
import { recallCsv } from './recall-csv';

type RecallState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; recall: TankRecall };

const day = (date: Date) => formatDay(date, 'yyyy-MM-dd');

export default function TankRecallPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const [state, setState] = useState<RecallState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    apiFetch<TankRecall>(`tank/${id}/recall`, { query: { from, to } }).then(
      (recall) => live && setState({ status: 'ready', recall }),
      (error: Error) => live && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id, from, to]);
  const period = (key: 'from' | 'to', value: string) => setParams({ from, to, [key]: value }, { replace: true });
  const recall = state.status === 'ready' ? state.recall : null;
  const title = translate('custom.recall.title', { tank: recall?.tank.label ?? '' });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <TextField
          type="date"
          label={translate('custom.recall.from')}
          value={from}
          onChange={(e) => period('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate('custom.recall.to')}
          value={to}
          onChange={(e) => period('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          startIcon={<DownloadIcon />}
          disabled={!recall?.jobs.length}
          onClick={() =>
            recall &&
            downloadText(
              `recall-${recall.tank.label}-${from}-${to}.csv`,
              recallCsv(recall, translate, csvConvention(locale)),
              'text/csv;charset=utf-8',
            )
          }
        >
          {translate('custom.recall.export')}
        </Button>
      </Stack>
      {state.status === 'loading' && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {recall && recall.jobs.length === 0 && <Alert severity="info">{translate('custom.recall.none')}</Alert>}
      {recall && recall.jobs.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['job', 'customer', 'steps', 'first', 'last', 'packings'].map((column) => (
                  <TableCell key={column}>{translate(`custom.recall.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {recall.jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>
                    <Link component={RouterLink} to={viewUrl(resources.job, job.id)}>
                      #{job.valueID}
                    </Link>
                  </TableCell>
                  <TableCell>{job.customer}</TableCell>
                  <TableCell>{job.steps.join(', ')}</TableCell>
                  <TableCell>{format.dateTime(job.first)}</TableCell>
                  <TableCell>{format.dateTime(job.last)}</TableCell>
                  <TableCell>
                    {job.packings.map((packing) => (
                      <Link key={packing.id} component={RouterLink} to={`/packing/${packing.id}/trace`} sx={{ mr: 1 }}>
                        #{packing.valueID}
                      </Link>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
