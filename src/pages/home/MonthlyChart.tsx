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
}

export default function MonthlyChart({ months, series, format }: MonthlyChartProps) {
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => format(value), width: 64 }]}
      series={series.map(({ label, values }) => ({
        label,
        data: values,
        valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
      }))}
      grid={{ horizontal: true }}
    />
  );
}
