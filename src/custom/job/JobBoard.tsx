/**
 * /job/board: the work board (docs/domain-rules.md#jobs). Open jobs in columns by where they wait,
 * most urgent first in each; one customer's only when one is chosen (kept in the address, so a
 * board can be shared and reloaded).
 */
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { JobBoardAnswer } from '../../../resources/kit/jobs';
import { apiFetch } from '../../providers/api';
import type { PickerChoice } from '../../views/fields/PickerOption';
import { RecordPicker } from '../shared/RecordPicker';
import { BoardColumnView } from './BoardColumnView';
import { boardColumns } from './board-columns';

type BoardState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answer: JobBoardAnswer };

function useJobBoard(customer: string | null): BoardState {
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    apiFetch<JobBoardAnswer>('job/board', { query: customer ? { customer } : {} }).then(
      (answer) => live && setState({ status: 'ready', answer }),
      (error: Error) => live && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [customer]);
  return state;
}

export default function JobBoard() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer');
  const [chosen, setChosen] = useState<PickerChoice | null>(null);
  const state = useJobBoard(customer);
  const title = translate('custom.job.board');
  const choose = (id: string | null, choice: PickerChoice | null) => {
    setChosen(choice);
    setParams(id ? { customer: id } : {}, { replace: true });
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Box sx={{ minWidth: { sm: 320 } }}>
          <RecordPicker
            resource="customer"
            label="resources.job.fields.customer"
            chosen={chosen ?? (customer ? { id: customer, label: '' } : null)}
            onChoose={(id, choice) => choose(id, choice)}
            onClear={() => choose(null, null)}
          />
        </Box>
      </Stack>
      {state.status === 'loading' && <LinearProgress aria-label={title} />}
      {state.status === 'failed' && <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>}
      {state.status === 'ready' && state.answer.jobs.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('ra.navigation.no_results', {
            name: translate('resources.job.name', { smart_count: 2 }).toLowerCase(),
          })}
        </Typography>
      )}
      {state.status === 'ready' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // One column under another on a phone; side by side, scrolling sideways, on a wider screen.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'none' },
            gridAutoFlow: { md: 'column' },
            gridAutoColumns: { md: 'minmax(260px, 300px)' },
            overflowX: { md: 'auto' },
            pb: 1,
          }}
        >
          {boardColumns(state.answer.jobs).map((column) => (
            <BoardColumnView key={`${column.kind}:${column.key}`} column={column} />
          ))}
        </Box>
      )}
      {state.status === 'ready' && state.answer.more > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          +{state.answer.more}
        </Typography>
      )}
    </Box>
  );
}
