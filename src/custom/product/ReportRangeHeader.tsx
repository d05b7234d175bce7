/**
 * The report's period: the two date inputs on screen, the period as text in the header (printed
 * too), and, for a range that cannot be, the reason instead of a report of zeros.
 */
import { Alert, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RangeProblem, ReportRange } from './report-range';

interface ReportRangeHeaderProps {
  range: ReportRange;
  problem: RangeProblem | null;
  onChange: (side: keyof ReportRange, value: string) => void;
  /** Beside the inputs (the Print button). */
  actions?: ReactNode;
}

export function ReportRangeHeader({ range, problem, onChange, actions }: ReportRangeHeaderProps) {
  const translate = useTranslate();
  const open = translate('custom.report.range.open');
  const input = (side: keyof ReportRange, label: string) => (
    <TextField type="date" label={translate(label)} value={range[side]} error={Boolean(problem)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: side === 'from' ? range.to || undefined : undefined, min: side === 'to' ? range.from || undefined : undefined } }}
      onChange={(e) => onChange(side, e.target.value)} />
  );
  return (
    <>
      {!problem && (
        <Typography>
          {translate('custom.report.range.period', { from: range.from || open, to: range.to || open })}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', displayPrint: 'none' }}>
        {input('from', 'list.from')}
        {input('to', 'list.to')}
        {actions}
      </Stack>
      {problem && <Alert severity="error">{translate(problem.key, problem.args)}</Alert>}
    </>
  );
}
