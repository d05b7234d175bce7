/**
 * A period's fiscal notes as a table that fits the screen: the note's kind and number with its key
 * beneath, the customer with its CNPJ beneath, each cell written as the exports write it
 * (fiscal-note-columns.ts), the record's number a link to it; on a phone each note stacks.
 */
import type { ReactNode } from 'react';
import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { viewRoute } from '../../../resources/kit/derive';
import { fiscalNoteResource, type FiscalLedgerNote } from '../../../resources/kit/fiscal-ledger';
import { can } from '../../providers/authProvider';
import { formatCell } from '../../views/fields/format-cell';
import { useFormat } from '../../views/fields/useFormat';
import { stackedRows } from '../../views/stacked-rows';
import { useRecordPaths } from '../../views/useRecordPaths';
import { fiscalNoteColumns, fiscalNoteRow, type FiscalNoteRow } from './fiscal-note-columns';

type Column = keyof typeof fiscalNoteColumns.fields;
/** The screen's columns; each names the one beneath it where it has one (the export keeps them apart). */
const SHOWN: [Column, Column?][] = [
  ['date'],
  ['role'],
  ['number', 'key'],
  ['cfop'],
  ['customer', 'taxId'],
  ['part'],
  ['quantity'],
  ['amount'],
  ['record'],
];
const RIGHT = new Set<Column>(['quantity', 'amount', 'record']);

export function FiscalNotesTable({ notes }: { notes: FiscalLedgerNote[] }) {
  const translate = useTranslate();
  const formats = useFormat();
  const pathOf = useRecordPaths();
  const label = (name: string) => translate(`resources.${fiscalNoteColumns.name}.fields.${name}`);
  const cell = (row: FiscalNoteRow, name: Column) =>
    formatCell(translate, fiscalNoteColumns.fields[name], row[name], formats);
  const linkTo = (note: FiscalLedgerNote, text: string): ReactNode => {
    const resource = resources[fiscalNoteResource[note.role]];
    // A link only where its page would let the user in (issue 38: no link that leads to /403).
    if (!can(viewRoute(resource).permission)) return text;
    return (
      <MuiLink component={Link} to={pathOf(resource, 'show', note.record.id)}>
        {text}
      </MuiLink>
    );
  };
  return (
    <TableContainer sx={{ maxWidth: 'calc(100vw - 32px)' }}>
      <Table
        size="small"
        aria-label={translate('app.fiscalNotes')}
        sx={[{ '& td': { verticalAlign: 'top' } }, stackedRows]}
      >
        <TableHead>
          <TableRow>
            {SHOWN.map(([name]) => (
              <TableCell key={name} align={RIGHT.has(name) ? 'right' : 'left'}>
                {label(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {notes.map((note) => {
            const row = fiscalNoteRow(note);
            return (
              <TableRow key={row.id} sx={note.void ? { '& td': { textDecoration: 'line-through' } } : undefined}>
                {SHOWN.map(([name, beneath]) => {
                  const text = name === 'number' ? `${note.kind} ${cell(row, 'number')}`.trim() : cell(row, name);
                  return (
                    <TableCell key={name} data-label={label(name)} align={RIGHT.has(name) ? 'right' : 'left'}>
                      {name === 'record' ? linkTo(note, text) : text}
                      {beneath && row[beneath] ? (
                        // A key is 54 characters: it wraps at its groups of four rather than widen the table.
                        <Typography variant="caption" component="div" color="text.secondary" sx={{ maxWidth: 240 }}>
                          {cell(row, beneath)}
                        </Typography>
                      ) : null}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
