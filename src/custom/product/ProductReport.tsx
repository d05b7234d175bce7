/**
 * /product/{id}/report: a printable history of one part over a date range
 * (docs/domain-rules.md#inventory): its shippers, packing lists, stock adjustments and invoices, with parts received,
 * shipped and adjusted and money invoiced and paid, summed up at the top.
 */
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import invoiceResource from '../../../resources/invoice';
import { LIST_PAGE_MAX } from '../../../resources/kit/list-page';
import { packingStatus } from '../../../resources/packing';
import { can } from '../../providers/authProvider';
import { optionLabel } from '../../views/fields/option-label';
import { useFormat } from '../../views/fields/useFormat';
import { reportTotals } from './report-totals';
import { ReportSection, type ReportColumn } from './ReportSection';
import { ReportSummary, type ReportFigure } from './ReportSummary';
import { ReportRangeHeader } from './ReportRangeHeader';
import type { ReportRange } from './report-range';
import { useReportRange } from './useReportRange';

function useRows(resource: string, product: string, range: ReportRange, allowed: boolean) {
  return (
    useGetList(
      resource,
      {
        filter: { product, dateRange: [range.from, range.to] },
        sort: { field: 'date', order: 'ASC' },
        pagination: { page: 1, perPage: LIST_PAGE_MAX },
      },
      { enabled: allowed && Boolean(product) },
    ).data ?? []
  );
}

export default function ProductReport() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  // Dates, quantities and money as the interface language writes them; money in the shop's currency.
  const { date, number, money, change: signedCount } = useFormat();
  const count = (value: unknown) => number(value, { decimals: 0 });
  const quantityColumns: ReportColumn[] = [
    { source: 'valueID' },
    { source: 'date', format: date },
    { source: 'po' },
    { source: 'quantity', numeric: true, format: count },
  ];
  const invoiceColumns: ReportColumn[] = [
    { source: 'valueID' },
    { source: 'date', format: date },
    { source: 'status', format: (value) => optionLabel(translate, invoiceResource.fields.status, String(value)) },
    { source: 'total', numeric: true, format: money },
    { source: 'paid', numeric: true, format: money },
  ];
  // In the address (?from=&to=), so a report can be shared and reloaded; a range that cannot be is not fetched.
  const { range, problem, change } = useReportRange();
  const { data: product } = useGetOne('product', { id });
  const shippers = useRows('shipper', id, range, can('shipperRead') && !problem);
  const packings = useRows('packing', id, range, can('packingRead') && !problem).filter(
    (p) => p.status === packingStatus.Active,
  );
  const readsInvoices = can('invoiceRead');
  const invoices = useRows('invoice', id, range, readsInvoices && !problem);
  const adjustments = useRows('stockAdjustment', id, range, can('productRead') && !problem);
  const totals = reportTotals({ shippers, packings, invoices, adjustments });
  const adjusted = signedCount(totals.adjusted);
  const adjustmentColumns: ReportColumn[] = [
    { source: 'date', format: date },
    { source: 'reason', format: (reason) => translate(`resources.stockAdjustment.reasons.${String(reason)}.label`) },
    { source: 'recordedBy' },
    { source: 'quantity', numeric: true, format: signedCount },
  ];
  const figures: ReportFigure[] = [
    { label: 'custom.report.received', value: count(totals.received) },
    { label: 'custom.report.shipped', value: count(totals.shipped) },
    { label: 'custom.stockAdjustment.adjusted', value: adjusted },
    ...(readsInvoices
      ? [
          { label: 'custom.report.invoiced', value: money(totals.invoiced) },
          { label: 'custom.report.paid', value: money(totals.paid) },
        ]
      : []),
  ];
  const title = translate('custom.report.title', { part: product?.part ?? '' });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {product && (
          <Typography color="text.secondary">
            {product.labels?.customer} · {product.name}
          </Typography>
        )}
        <ReportRangeHeader
          range={range}
          problem={problem}
          onChange={change}
          actions={
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate('custom.report.print')}
            </Button>
          }
        />
        {!problem && <ReportSummary figures={figures} />}
        {/* One column no wider than the card: a section's table scrolls in its own box on a phone, not cut off at the card's edge. */}
        {!problem && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
            <ReportSection
              resource="shipper"
              rows={shippers}
              columns={quantityColumns}
              totals={[{ label: 'custom.report.received', source: 'quantity', value: count(totals.received) }]}
            />
            <ReportSection
              resource="packing"
              rows={packings}
              columns={quantityColumns}
              totals={[{ label: 'custom.report.shipped', source: 'quantity', value: count(totals.shipped) }]}
            />
            <ReportSection
              resource="stockAdjustment"
              rows={adjustments}
              columns={adjustmentColumns}
              totals={[{ label: 'custom.stockAdjustment.adjusted', source: 'quantity', value: adjusted }]}
            />
            {readsInvoices && (
              <ReportSection
                resource="invoice"
                rows={invoices}
                columns={invoiceColumns}
                totals={[
                  { label: 'custom.report.invoiced', source: 'total', value: money(totals.invoiced) },
                  { label: 'custom.report.paid', source: 'paid', value: money(totals.paid) },
                ]}
              />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
