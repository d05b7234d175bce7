/**
 * A `rows` field on a record's page: one table row per row, references named by label (linked where readable), and the
 * referenced records' `alongside` fields beside them, read now (an ingredient's current stock).
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { findResource } from '../../../resources';
import { rowColumnLabelKey, type RowLabels, type RowValue } from '../../../resources/kit/rows';
import type { Field, ReferenceField, RowsField } from '../../../resources/kit/types';
import { ScrollRegion } from '../ScrollRegion';
import { stackedRows } from '../stacked-rows';
import { formatCell } from './format-cell';
import { RecordLink } from './RecordLink';
import { useFormat } from './useFormat';

interface RowsTableProps {
  source: string;
  field: RowsField;
  resourceName: string;
}

/** The referenced records named in the rows, by id, for the columns that show fields alongside. */
function useAlongside(column: [string, ReferenceField] | undefined, rows: RowValue[]) {
  const ids = column ? [...new Set(rows.map((row) => String(row[column[0]])))] : [];
  const { data } = useGetList(
    column?.[1].resource ?? '',
    { filter: { id: ids }, pagination: { page: 1, perPage: ids.length || 1 } },
    { enabled: ids.length > 0 },
  );
  return new Map((data ?? []).map((record: RaRecord) => [String(record.id), record]));
}

export function RowsTable({ source, field, resourceName }: RowsTableProps) {
  const translate = useTranslate();
  const formats = useFormat();
  const record = useRecordContext();
  const rows = (Array.isArray(record?.[source]) ? record[source] : []) as RowValue[];
  const labels = (record?.labels?.[source] ?? []) as NonNullable<RowLabels>;
  const columns = Object.entries(field.fields);
  // One reference column may show fields of its records beside it (recipe.ingredients.chemical).
  const withAlongside = columns.find(
    (c): c is [string, ReferenceField] => c[1].type === 'reference' && !!c[1].alongside?.length,
  );
  const related = useAlongside(withAlongside, rows);
  const target = withAlongside && findResource(withAlongside[1].resource);
  const extra: [string, Field][] = target
    ? (withAlongside[1].alongside ?? []).map((name) => [name, target.fields[name]])
    : [];
  const label = (column: string) => translate(rowColumnLabelKey(resourceName, source, column));
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const name = translate(`resources.${resourceName}.fields.${source}`);
  // On a phone its rows stack (stacked-rows.ts); its words are never broken letter by letter (a tank's parameters).
  return (
    <ScrollRegion label={name}>
      <Table
        size="small"
        aria-label={name}
        sx={[{ '& th, & td': { whiteSpace: 'nowrap', overflowWrap: 'normal' } }, stackedRows]}
      >
        <TableHead>
          <TableRow>
            {columns.map(([column]) => (
              <TableCell key={column}>{label(column)}</TableCell>
            ))}
            {extra.map(([name]) => (
              <TableCell key={name}>{label(`${withAlongside![0]}_${name}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map(([column, f]) => (
                <TableCell key={column} data-label={label(column)}>
                  {f.type === 'reference' && row[column] ? (
                    <RecordLink resource={f.resource} id={String(row[column])}>
                      {labels[index]?.[column] ?? String(row[column])}
                    </RecordLink>
                  ) : (
                    formatCell(translate, f, row[column], formats)
                  )}
                </TableCell>
              ))}
              {extra.map(([name, f]) => (
                <TableCell key={name} data-label={label(`${withAlongside![0]}_${name}`)}>
                  {formatCell(translate, f, related.get(String(row[withAlongside![0]]))?.[name], formats)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
