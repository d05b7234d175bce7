/** One kind of record in a product report: its rows by date and what they add up to. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { ScrollRegion } from '../../views/ScrollRegion';
import { stackedRows } from '../../views/stacked-rows';

export interface ReportColumn {
  source: string;
  /** Right-aligned, as figures are. */
  numeric?: boolean;
  format?: (value: unknown) => ReactNode;
}

export interface ReportTotal {
  /** i18n key of the row's label. */
  label: string;
  /** The column the figure sits under; not the first, which holds the label. */
  source: string;
  value: ReactNode;
}

interface ReportSectionProps {
  resource: string;
  rows: RaRecord[];
  columns: ReportColumn[];
  totals: ReportTotal[];
}

const bold = { fontWeight: 700 };

export function ReportSection({ resource, rows, columns, totals }: ReportSectionProps) {
  const translate = useTranslate();
  const heading = translate(`resources.${resource}.name`, { smart_count: 2 });
  const align = (column: ReportColumn) => (column.numeric ? 'right' : 'left');
  return (
    <section aria-label={heading}>
      <Typography variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <ScrollRegion label={heading}>
        <Table size="small" aria-label={heading} sx={stackedRows}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.source} align={align(column)}>
                  {translate(`resources.${resource}.fields.${column.source}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell
                    key={column.source}
                    align={align(column)}
                    data-label={translate(`resources.${resource}.fields.${column.source}`)}
                  >
                    {column.format ? column.format(row[column.source]) : row[column.source]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {totals.map((total) => {
              const at = columns.findIndex((column) => column.source === total.source);
              const after = columns.length - at - 1;
              return (
                <TableRow key={total.label}>
                  <TableCell colSpan={at} sx={bold}>
                    {translate(total.label)}
                  </TableCell>
                  <TableCell align="right" sx={bold}>
                    {total.value}
                  </TableCell>
                  {after > 0 && <TableCell colSpan={after} />}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
    </section>
  );
}
