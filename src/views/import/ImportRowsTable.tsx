/** Every row read from the file: line, status, message and each template column's cell as typed. */
import { useState } from 'react';
import { Chip, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importFields } from '../../../resources/kit/derive';
import type { Field, ResourceDefinition } from '../../../resources/kit/types';
import { ScrollRegion } from '../ScrollRegion';
import { useFormat } from '../fields/useFormat';
import type { ImportRow, ImportRowStatus } from './import-row';
import { typedCellText } from './typed-cell';

const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];

/**
 * Filled chips whose text keeps at least 4.5:1 contrast on MUI's default palette; a row imported
 * before is neither news nor a failure, so it is outlined and grey.
 */
const STATUS_COLOR: Record<ImportRowStatus, 'default' | 'success' | 'error'> = {
  PENDING: 'default',
  IMPORTED: 'success',
  ALREADY_IMPORTED: 'default',
  ERROR: 'error',
};

/**
 * Short values (lines, dates, numbers, codes) on one line; the message and long text wrap within a
 * readable width. On a phone the table is then wider than the screen and scrolls in its own box.
 */
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const WRAPS = { minWidth: '14rem', maxWidth: '24rem' } as const;
const cellStyle = (field: Field) => (field.type === 'string' && field.multiline ? WRAPS : NOWRAP);

export interface ImportRowsTableProps {
  resource: ResourceDefinition;
  rows: readonly ImportRow[];
  caption: string;
}

export function ImportRowsTable({ resource, rows, caption }: ImportRowsTableProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[1]);
  const columns = importFields(resource);
  // A new file may have fewer rows than the page the previous one was on.
  const currentPage = Math.min(page, Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1));
  const visible = rows.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);

  return (
    <>
      <ScrollRegion label={caption}>
        <Table size="small">
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('importer.line')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('importer.status')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('importer.message')}
              </TableCell>
              {columns.map(([name]) => (
                <TableCell key={name} component="th" scope="col" sx={NOWRAP}>
                  {translate(`resources.${resource.name}.fields.${name}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={row.line} data-line={row.line} data-status={row.status}>
                <TableCell component="th" scope="row">
                  {row.line}
                </TableCell>
                <TableCell sx={NOWRAP}>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[row.status]}
                    variant={row.status === 'ALREADY_IMPORTED' ? 'outlined' : 'filled'}
                    label={translate(`importer.statuses.${row.status}`)}
                  />
                </TableCell>
                <TableCell sx={WRAPS}>{row.message ?? ''}</TableCell>
                {columns.map(([name, field], column) => (
                  <TableCell key={name} sx={cellStyle(field)}>
                    {typedCellText(format, field, row.cells ? row.cells[column] : row.data[name])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {rows.length > ROWS_PER_PAGE_OPTIONS[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={currentPage}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </>
  );
}
