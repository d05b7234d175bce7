/**
 * The report's period: the two date inputs on screen (typed as the interface language writes dates),
 * the period as text in the header (printed too) in that language, and, for a range that cannot be,
 * the reason instead of a report of zeros.
 */
import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LocaleDateText } from '../../views/fields/LocaleDateText';
import { useFormat } from '../../views/fields/useFormat';
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
  const { date } = useFormat();
  const open = translate('custom.report.range.open');
  const input = (side: keyof ReportRange, label: string) => (
    <LocaleDateText
      label={translate(label)}
      value={range[side]}
      error={Boolean(problem)}
      onChange={(value) => onChange(side, value)}
    />
  );
  // From after To names both days as the reader writes them; a bound that is not a day, as the address has it.
  const args =
    problem?.key === 'custom.report.range.fromAfterTo'
      ? { from: date(problem.args.from), to: date(problem.args.to) }
      : problem?.args;
  return (
    <>
      {!problem && (
        <Typography>
          {translate('custom.report.range.period', { from: date(range.from) || open, to: date(range.to) || open })}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', displayPrint: 'none' }}>
        {input('from', 'list.from')}
        {input('to', 'list.to')}
        {actions}
      </Stack>
      {problem && <Alert severity="error">{translate(problem.key, args)}</Alert>}
    </>
  );
}
