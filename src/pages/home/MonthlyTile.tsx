/** A tile of figures per month: an empty state until its tables hold anything, else a chart and this month's figures. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChartSeries } from './MonthlyChart';
import { CHART_BOX_HEIGHT } from './dashboard-layout';
import { monthLabel } from './home-format';
import { Tile } from './Tile';

const MonthlyChart = lazy(() => import('./MonthlyChart'));

interface MonthlyTileProps {
  title: string;
  months: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  axisFormat: (value: number) => string;
  /** Shown instead of the chart while there is nothing to chart yet. */
  empty?: ReactNode;
}

export function MonthlyTile({ title, months, series, format, axisFormat, empty }: MonthlyTileProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const current = series.map(({ label, values }) => `${label} ${format(values.at(-1) ?? 0)}`).join(' · ');
  return (
    <Tile title={title}>
      {empty ?? (
        <>
          {/* A fixed box for the chart and its legend: loading or drawn, the page below stays put. */}
          <Box sx={{ height: CHART_BOX_HEIGHT, overflow: 'hidden' }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_BOX_HEIGHT} />}>
              <MonthlyChart
                months={months.map((month) => monthLabel(month, locale))}
                series={series}
                format={format}
                axisFormat={axisFormat}
              />
            </Suspense>
          </Box>
          <Box sx={{ mt: 1 }}>
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${translate('home.thisMonth')}: ${current}`}</Typography>
          </Box>
        </>
      )}
    </Tile>
  );
}
