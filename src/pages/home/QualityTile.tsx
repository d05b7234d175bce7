/** Instruments whose calibration falls due within 30 days (past due marked), and the open nonconformances, each a click away. */
import {
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import type { DashboardAnswer } from '../../../resources/kit/dashboard';
import { EmptyState } from './EmptyState';
import { useFormat } from '../../views/fields/useFormat';
import { filteredListUrl } from './home-format';
import { Tile } from './Tile';

export function QualityTile({ quality }: { quality: NonNullable<DashboardAnswer['quality']> }) {
  const translate = useTranslate();
  const { date } = useFormat();
  const { instrument, nonconformance } = resources;
  const field = (name: string) => translate(`resources.instrument.fields.${name}`);
  const open = quality.openNonconformances;
  return (
    <Tile title={translate('home.quality.title')}>
      <Stack spacing={1}>
        <MuiLink component={Link} to={filteredListUrl(nonconformance, { status: 'open' })}>
          {open ? translate('home.quality.open', { smart_count: open }) : translate('home.quality.noneOpen')}
        </MuiLink>
        <Typography variant="subtitle2">{translate('home.quality.dueTitle')}</Typography>
        {quality.dueInstruments.length === 0 ? (
          <EmptyState message={translate('home.quality.noneDue')} />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{field('tag')}</TableCell>
                <TableCell>{field('kind')}</TableCell>
                <TableCell>{translate('home.quality.due')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quality.dueInstruments.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <MuiLink component={Link} to={viewUrl(instrument, row.id)}>
                      {row.tag}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{translate(`choices.instrumentKind.${row.kind}.label`, { _: row.kind })}</TableCell>
                  <TableCell>
                    {date(row.calibrationDue)}{' '}
                    {row.overdue && <Chip size="small" color="error" label={translate('home.quality.overdue')} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {quality.dueCount > quality.dueInstruments.length && (
          <MuiLink component={Link} to={`/${instrument.path}`}>
            {translate('home.quality.seeAll', { smart_count: quality.dueCount })}
          </MuiLink>
        )}
      </Stack>
    </Tile>
  );
}
