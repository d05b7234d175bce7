/** One column of the work board: where the jobs wait, how many, and their cards. */
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BoardCard } from './BoardCard';
import type { BoardColumn } from './board-columns';

export function BoardColumnView({ column }: { column: BoardColumn }) {
  const translate = useTranslate();
  const name =
    column.kind === 'station'
      ? column.key
      : column.kind === 'ready'
        ? translate('choices.jobStatus.readyToShip.label')
        : translate(`choices.stepKind.${column.key}.label`);
  return (
    <Paper component="section" aria-label={name} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Chip size="small" label={column.jobs.length} />
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {column.jobs.map((job) => (
          <BoardCard key={job.id} job={job} />
        ))}
      </Box>
    </Paper>
  );
}
