/** The stock adjustments of the product in view, newest first (when, how many, why, who), and "Adjust stock". */
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import stockAdjustment from '../../../resources/stockAdjustment';
import { can } from '../../providers/authProvider';
import { ScrollRegion } from '../../views/ScrollRegion';
import { stackedRows } from '../../views/stacked-rows';
import { useFormat } from '../../views/fields/useFormat';
import { AdjustStockButton } from './AdjustStockButton';

const columns = ['date', 'quantity', 'reason', 'recordedBy', 'notes'] as const;

export function StockAdjustments() {
  const record = useRecordContext();
  const translate = useTranslate();
  // Dates and signed counts as the interface language writes them (+1,500 / +1.500).
  const { change, date } = useFormat();
  const allowed = can(stockAdjustment.permissions.read);
  const { data = [] } = useGetList(
    stockAdjustment.name,
    {
      filter: { product: record?.id },
      sort: { field: 'date', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: allowed && Boolean(record?.id) },
  );
  if (!record || !allowed) return null;
  const cell = (row: Record<string, unknown>, name: (typeof columns)[number]) => {
    if (name === 'quantity') return change(row.quantity);
    if (name === 'date') return date(row.date);
    if (name === 'reason') return translate(`resources.stockAdjustment.reasons.${String(row.reason)}.label`);
    return String(row[name] ?? '');
  };
  return (
    <section aria-label={translate('custom.stockAdjustment.list')} style={{ padding: '0 16px 16px' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('custom.stockAdjustment.list')}
        </Typography>
        <AdjustStockButton />
      </Stack>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('custom.stockAdjustment.none')}</Typography>
      ) : (
        // A narrow screen scrolls the table, not the page; a phone stacks its rows.
        <ScrollRegion label={translate('custom.stockAdjustment.list')}>
          <Table size="small" aria-label={translate('custom.stockAdjustment.list')} sx={stackedRows}>
            <TableHead>
              <TableRow>
                {columns.map((name) => (
                  <TableCell key={name} align={name === 'quantity' ? 'right' : 'left'}>
                    {translate(`resources.stockAdjustment.fields.${name}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((name) => (
                    <TableCell
                      key={name}
                      align={name === 'quantity' ? 'right' : 'left'}
                      data-label={translate(`resources.stockAdjustment.fields.${name}`)}
                      sx={name === 'notes' ? undefined : { whiteSpace: 'nowrap' }}
                    >
                      {cell(row, name)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}
