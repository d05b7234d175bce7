/**
 * /packing/:id/trace: how a packing list's parts were made (docs/domain-rules.md#traceability), for
 * an auditor or a customer: its shipper and PO, its job's steps with when, who, which tank, the
 * analyses in force and the additions before.
 */
import { Alert, Box, Card, CardContent, LinearProgress, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import type { PackingTrace } from '../../../resources/kit/trace';
import { apiFetch } from '../../providers/api';
import { useFormat } from '../../views/fields/useFormat';
import { TraceStepCard } from './TraceStepCard';

type TraceState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; trace: PackingTrace };

export default function PackingTracePage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const format = useFormat();
  const [state, setState] = useState<TraceState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiFetch<PackingTrace>(`packing/${id}/trace`).then(
      (trace) => live && setState({ status: 'ready', trace }),
      (error: Error) => live && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (state.status === 'loading') return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />;
  if (state.status === 'failed')
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {state.message}
      </Alert>
    );
  const { packing, shipper, customer, jobs } = state.trace;
  const title = translate('custom.trace.title', { packing: packing.valueID });
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {[
          customer.label,
          format.date(packing.date),
          packing.po && translate('custom.trace.po', { po: packing.po }),
          translate('custom.trace.shipper', { shipper: shipper.valueID, date: format.date(shipper.date) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {jobs.length === 0 && <Alert severity="info">{translate('custom.trace.noJob')}</Alert>}
      {jobs.map((job) => (
        <Card key={job.id} variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              <Link component={RouterLink} to={viewUrl(resources.job, job.id)}>
                {translate('custom.trace.job', { job: job.valueID, quantity: format.number(job.quantity) })}
              </Link>
            </Typography>
            {job.specification && <Typography color="text.secondary">{job.specification}</Typography>}
            {job.steps.map((step) => (
              <TraceStepCard key={step.step} step={step} />
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
