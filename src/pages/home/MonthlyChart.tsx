/**
 * Bars per month (@mui/x-charts). Loaded lazily by MonthlyTile, so the charts library reaches
 * only those who open the home page, after its tiles have painted.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_HEIGHT } from './dashboard-layout';

export interface ChartSeries {
  label: string;
  values: number[];
}

interface MonthlyChartProps {
  months: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** Short figures for the axis (`R$ 556 mil`): a full amount is cut off at the axis width. */
  axisFormat: (value: number) => string;
}

export default function MonthlyChart({ months, series, format, axisFormat }: MonthlyChartProps) {
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => axisFormat(value), width: 72 }]}
      series={series.map(({ label, values }) => ({
        label,
        data: values,
        valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
      }))}
      grid={{ horizontal: true }}
    />
  );
}
