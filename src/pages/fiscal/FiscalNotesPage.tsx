/**
 * /fiscal-notes: the accountant's fiscal notes of a period (docs/domain-rules.md#fiscal-notes), last
 * month by default: the customers' remessas, the shop's returns and charges, what went without a
 * note, and the exports. Offered in the menu of a shop in Brazil.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { endOfMonth, format, startOfMonth, subMonths } from 'date-fns';
import { HttpError, Title, useTranslate } from 'react-admin';
import { fiscalNoteRoles } from '../../../resources/kit/fiscal-ledger';
import { FiscalExportButtons } from './FiscalExportButtons';
import { FiscalNotesTable } from './FiscalNotesTable';
import { PeriodInputs, type Period } from './PeriodInputs';
import { useFiscalLedger } from './useFiscalLedger';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const lastMonth = subMonths(new Date(), 1);
const initial: Period = { from: day(startOfMonth(lastMonth)), to: day(endOfMonth(lastMonth)) };

/** The refusal under each period field, as the server worded it in the reader's language. */
const fieldErrors = (error: unknown): Record<string, string> =>
  (error instanceof HttpError && (error.body as { errors?: Record<string, string> })?.errors) || {};

export default function FiscalNotesPage() {
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>(initial);
  const { data, isPending, isFetching, error } = useFiscalLedger(period.from, period.to);
  const errors = useMemo(() => fieldErrors(error), [error]);
  const missing = fiscalNoteRoles.filter((role) => (data?.missing[role] ?? 0) > 0);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('app.fiscalNotes')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ py: 1, alignItems: { sm: 'flex-start' } }}>
        <PeriodInputs initial={initial} onPeriod={setPeriod} refusals={errors} />
        <Box sx={{ flex: 1 }} />
        {data && <FiscalExportButtons notes={data.notes} from={data.from} to={data.to} />}
      </Stack>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {missing
            .map((role) => translate(`custom.fiscalNotes.missing.${role}`, { smart_count: data!.missing[role] }))
            .join(' ')}
        </Alert>
      )}
      {data && !data.complete && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('custom.fiscalNotes.incomplete', { smart_count: data.notes.length })}
        </Alert>
      )}
      <Card>
        {(isPending || isFetching) && <LinearProgress aria-label={translate('app.loading')} />}
        {error && !Object.keys(errors).length && (
          <Typography color="error" sx={{ p: 3 }}>
            {(error as Error).message}
          </Typography>
        )}
        {data && data.notes.length === 0 && (
          <Typography sx={{ p: 3 }}>{translate('custom.fiscalNotes.empty')}</Typography>
        )}
        {data && data.notes.length > 0 && <FiscalNotesTable notes={data.notes} />}
      </Card>
    </Box>
  );
}
