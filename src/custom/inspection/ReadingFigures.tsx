/**
 * The readings' figures while they are typed: count, minimum, maximum, mean and the verdict, computed
 * by the code the server stores them with (resources/kit/inspection-results.ts), against the range
 * useThicknessRange gives.
 */
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { inspectionResult, readingStats, readingWithin } from '../../../resources/kit/inspection-results';
import { useFormat } from '../../views/fields/useFormat';
import { useThicknessRange, type ThicknessRange } from './useThicknessRange';

type Row = Record<string, unknown> | null | undefined;
const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : []);

function rangeText(range: ThicknessRange, number: (value: unknown) => string, translate: (key: string) => string) {
  const { lower, upper, unit } = range;
  if (lower !== null && upper !== null) return `${number(lower)}–${number(upper)} ${unit}`;
  if (lower !== null) return `≥ ${number(lower)} ${unit}`;
  if (upper !== null) return `≤ ${number(upper)} ${unit}`;
  return translate('custom.inspection.noRange');
}

export function ReadingFigures() {
  const translate = useTranslate();
  const format = useFormat();
  const number = (value: unknown) => format.number(value, { maxDecimals: 4 });
  const readings = rowsOf(useWatch({ name: 'readings' }))
    .map((row) => row?.value)
    .filter((value): value is number => typeof value === 'number');
  const testResults = rowsOf(useWatch({ name: 'tests' })).map((row) => row?.result as string | null | undefined);
  const { chosen, range } = useThicknessRange();
  const stats = readingStats(readings);
  const withUnit = (value: number | null) => (value === null ? '—' : `${number(value)} ${range?.unit ?? ''}`.trim());
  const figures: [string, string][] = [
    [translate('custom.inspection.count'), number(stats.count)],
    [translate('resources.inspection.fields.thicknessMinimum'), withUnit(stats.minimum)],
    [translate('resources.inspection.fields.thicknessMaximum'), withUnit(stats.maximum)],
    [translate('resources.inspection.fields.thicknessMean'), withUnit(stats.mean)],
  ];
  if (range) figures.push([translate('custom.inspection.range'), rangeText(range, number, translate)]);
  // No verdict before the first reading: the server refuses an inspection without readings.
  const verdict = range && readings.length > 0 && inspectionResult(readings, range.lower, range.upper, testResults);
  const outside = range ? readings.filter((v) => !readingWithin(v, range.lower, range.upper)).length : 0;
  return (
    <Box
      component="section"
      aria-label={translate('custom.inspection.figures')}
      data-testid="reading-figures"
      sx={{ mb: 2 }}
    >
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {!chosen && (
          <Typography color="text.secondary">{translate('custom.inspection.chooseSpecification')}</Typography>
        )}
        {verdict && (
          <Chip
            data-testid="live-verdict"
            color={verdict === 'pass' ? 'success' : 'error'}
            label={`${translate('resources.inspection.fields.result')}: ${translate(`choices.passFail.${verdict}.label`)}`}
          />
        )}
        {range && !readings.length && (
          <Typography color="text.secondary">{translate('custom.inspection.noReadings')}</Typography>
        )}
        {verdict === 'fail' && (
          <Typography variant="body2" color="error">
            {outside
              ? translate('custom.inspection.outside', { smart_count: outside })
              : translate('custom.inspection.testFailed')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
