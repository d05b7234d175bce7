/**
 * Each controlled parameter of a tank over the last 90 days: its analyses as a line, its target and
 * limits as reference lines, and the days additions went into the tank as marks on the time axis.
 */
import { Box, Stack, Typography } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { LIST_PAGE_MAX } from '../../../resources/kit/list-page';
import { useFormat } from '../../views/fields/useFormat';
import { additionTimes, parameterPoints, since } from './trend-data';

interface Parameter {
  parameter: string;
  unit: string;
  target: number | null;
  lower: number | null;
  upper: number | null;
}

export default function TankTrends() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { date } = useFormat();
  const from = since().toISOString();
  const analyses = useGetList(
    resources.bathAnalysis.name,
    {
      pagination: { page: 1, perPage: LIST_PAGE_MAX },
      sort: { field: 'analysedAt', order: 'ASC' },
      filter: { tank: record?.id, analysedAtRange: [from.slice(0, 10), null] },
    },
    { enabled: Boolean(record) },
  );
  const uses = useGetList(
    resources.chemicalOut.name,
    {
      pagination: { page: 1, perPage: LIST_PAGE_MAX },
      sort: { field: 'date', order: 'ASC' },
      filter: { tank: record?.id, dateRange: [from.slice(0, 10), null] },
    },
    { enabled: Boolean(record) },
  );
  if (!record || analyses.isPending || uses.isPending) return null;
  const parameters = (Array.isArray(record.parameters) ? record.parameters : []) as Parameter[];
  const additions = additionTimes(uses.data ?? []);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('custom.bath.trend')}
      </Typography>
      {parameters.map((p) => {
        const points = parameterPoints(analyses.data ?? [], p.parameter);
        const label = translate('custom.bath.chartLabel', { parameter: p.parameter, unit: p.unit });
        if (!points.length)
          return (
            <Typography key={p.parameter} color="text.secondary">
              {translate('custom.bath.noAnalyses', { parameter: p.parameter })}
            </Typography>
          );
        const values = points.map((point) => point.value);
        const limits = [p.lower, p.upper, p.target].filter((v): v is number => v !== null);
        const [min, max] = [Math.min(...values, ...limits), Math.max(...values, ...limits)];
        const pad = (max - min) * 0.1 || 1;
        return (
          <Box key={p.parameter} component="figure" aria-label={label} sx={{ m: 0, minWidth: 0 }}>
            <Typography component="figcaption" variant="subtitle1">
              {p.parameter} ({p.unit})
            </Typography>
            <LineChart
              height={240}
              xAxis={[
                {
                  scaleType: 'time',
                  data: points.map((point) => point.at),
                  valueFormatter: (v: Date) => date(v.toISOString().slice(0, 10)),
                  min: since(),
                  max: new Date(),
                },
              ]}
              yAxis={[{ min: min - pad, max: max + pad }]}
              series={[{ data: values, label: translate('custom.bath.value'), showMark: true, color: '#1976d2' }]}
              // Room on the right for half of the last date under the axis (today), centred on the edge.
              margin={{ left: 8, right: 40 }}
            >
              {p.target !== null && (
                <ChartsReferenceLine
                  y={p.target}
                  label={translate('custom.bath.target')}
                  lineStyle={{ stroke: '#2e7d32' }}
                  labelStyle={{ fontSize: 11 }}
                />
              )}
              {p.lower !== null && (
                <ChartsReferenceLine
                  y={p.lower}
                  label={translate('custom.bath.lower')}
                  lineStyle={{ stroke: '#c62828', strokeDasharray: '4 3' }}
                  labelStyle={{ fontSize: 11 }}
                />
              )}
              {p.upper !== null && (
                <ChartsReferenceLine
                  y={p.upper}
                  label={translate('custom.bath.upper')}
                  lineStyle={{ stroke: '#c62828', strokeDasharray: '4 3' }}
                  labelStyle={{ fontSize: 11 }}
                />
              )}
              {additions.map((at) => (
                <ChartsReferenceLine key={at.getTime()} x={at} lineStyle={{ stroke: '#ef6c00' }} />
              ))}
            </LineChart>
            {additions.length > 0 && (
              <Typography variant="caption" sx={{ color: '#b34700' }} data-testid="additions-marked">
                {translate('custom.bath.additions')}:{' '}
                {additions.map((at) => date(at.toISOString().slice(0, 10))).join(', ')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
