/**
 * A record's document (an invoice, a packing slip) on its page, laid out as its PDF: letterhead, title
 * and number with dates and terms, the parties, the line table, totals and notes. The words and figures
 * are the server's, from the same source as the PDF (GET …/content), in the reader's language; the
 * pictures, signature lines and QR code stay in the PDF.
 */
import { Fragment } from 'react';
import {
  Alert,
  Box,
  Chip,
  Divider,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import type { DocumentText, Line } from '../../resources/kit/document-text';
import type { AppDataProvider } from '../providers/dataProvider';
import { ScrollRegion } from './ScrollRegion';
import { stackedRows } from './stacked-rows';

// As the PDF prints them (server/services/documents/pdf-header.ts, pdf-body.ts): an empty value as a dash, an empty block not at all.
const EMPTY = '—';

/** Label and value pairs as a description list, labels quiet and values firm; the last one stressed (a balance due). */
function Lines({ lines, stressLast = false }: { lines: Line[]; stressLast?: boolean }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.25, m: 0 }}>
      {lines.map(([label, value], index) => {
        const stressed = stressLast && index === lines.length - 1;
        return (
          <Fragment key={label}>
            <Typography
              component="dt"
              variant={stressed ? 'subtitle1' : 'body2'}
              color={stressed ? 'text.primary' : 'text.secondary'}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              variant={stressed ? 'subtitle1' : 'body2'}
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' }}
            >
              {value || EMPTY}
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}

function Sheet({ text }: { text: DocumentText }) {
  const { letterhead, title, number, stamp, meta, parties, table, totals, blocks } = text;
  const heading = `${title} ${number}`;
  return (
    <Paper variant="outlined" component="article" aria-label={heading} sx={{ mx: 2, mb: 2, p: { xs: 2, sm: 3 } }}>
      {/* A long unbroken name or address breaks rather than widening a phone's page; the line table scrolls instead. */}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, gap: 2, overflowWrap: 'anywhere' }}
      >
        <div>
          <Typography variant="h6" component="p">
            {letterhead.name}
          </Typography>
          {letterhead.details.map((detail) => (
            <Typography key={detail} variant="body2" color="text.secondary">
              {detail}
            </Typography>
          ))}
        </div>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', sm: 'flex-end' }, gap: 0.5 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{number}</Typography>
          {stamp && (
            <Chip
              label={stamp}
              color="error"
              variant="outlined"
              sx={{ fontWeight: 700, alignSelf: { xs: 'flex-start', sm: 'flex-end' } }}
            />
          )}
          <Lines lines={meta} />
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
          gap: 2,
          mb: 2,
          overflowWrap: 'anywhere',
        }}
      >
        {parties.map(([label, party]) => (
          <div key={label}>
            <Typography variant="overline" color="text.secondary" component="p">
              {label}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{party || EMPTY}</Typography>
          </div>
        ))}
      </Box>
      {table && (
        <ScrollRegion label={heading}>
          {/* As wide as the printed table needs; on a phone its rows stack (stacked-rows.ts). */}
          <Table size="small" sx={[{ minWidth: 600 }, stackedRows]}>
            <TableHead>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                {table.columns.map((column) => (
                  <TableCell key={column.label} align={column.align ?? 'left'} sx={{ fontWeight: 600 }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, r) => (
                <TableRow key={r}>
                  {row.map((cell, c) => (
                    <TableCell
                      key={c}
                      data-label={table.columns[c]?.label}
                      align={table.columns[c]?.align ?? 'left'}
                      sx={table.columns[c]?.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {totals && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Lines lines={totals} stressLast />
        </Box>
      )}
      {blocks
        .filter(([, body]) => body.trim())
        .map(([label, body]) => (
          <Box key={label} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {body}
            </Typography>
          </Box>
        ))}
    </Paper>
  );
}

/** The document of the record in view; `kind` as its document field names it ('pdf', 'certificate'). */
export function DocumentSheet({ resource, kind = 'pdf' }: { resource: ResourceDefinition; kind?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = record?.id === undefined ? undefined : String(record.id);
  // Asked again whenever the record changes: every write to it (an edit, a payment recorded, an expiry) sets updatedAt.
  const { data, isError } = useQuery({
    queryKey: [resource.name, 'document', id, kind, locale, record?.updatedAt],
    queryFn: () => dataProvider.documentText(resource.name, id!, kind),
    enabled: id !== undefined,
  });
  if (isError)
    return (
      <Alert severity="warning" sx={{ mx: 2, mb: 2 }}>
        {translate('custom.show.documentFailed')}
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={320} sx={{ mx: 2, mb: 2 }} aria-hidden />;
  return <Sheet text={data} />;
}
