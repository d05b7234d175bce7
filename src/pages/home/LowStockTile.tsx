/** Chemicals under their minimum stock, each opening its record, with the whole filtered list a click away. */
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import type { DashboardAnswer } from '../../../resources/kit/dashboard';
import { can } from '../../providers/authProvider';
import { EmptyState } from './EmptyState';
import { useFormat } from '../../views/fields/useFormat';
import { filteredListUrl } from './home-format';
import { Tile } from './Tile';

export function LowStockTile({ lowStock }: { lowStock: NonNullable<DashboardAnswer['lowStock']> }) {
  const translate = useTranslate();
  const { number } = useFormat();
  const quantity = (value: number | null) => (value === null ? '—' : number(value));
  const chemical = resources.chemical;
  const field = (name: string) => translate(`resources.chemical.fields.${name}`);
  const link = lowStock.count
    ? {
        to: filteredListUrl(chemical, { lowStock: true }),
        label: translate('home.lowStock.seeAll', { smart_count: lowStock.count }),
      }
    : undefined;
  if (!lowStock.anyChemical) {
    const action = can(chemical.permissions.create)
      ? { to: `/${chemical.path}/new`, label: translate('home.lowStock.add') }
      : undefined;
    return (
      <Tile title={translate('home.lowStock.title')}>
        <EmptyState message={translate('home.lowStock.noChemicals')} action={action} />
      </Tile>
    );
  }
  return (
    <Tile title={translate('home.lowStock.title')} link={link}>
      {lowStock.rows.length === 0 ? (
        <EmptyState message={translate('home.lowStock.allStocked')} />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field('name')}</TableCell>
              <TableCell align="right">{field('stock')}</TableCell>
              <TableCell align="right">{translate('home.lowStock.minimum')}</TableCell>
              <TableCell>{field('unit')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lowStock.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <MuiLink component={Link} to={viewUrl(chemical, row.id)}>
                    {row.name}
                  </MuiLink>
                </TableCell>
                <TableCell align="right">{quantity(row.stock)}</TableCell>
                <TableCell align="right">{quantity(row.minimumStock)}</TableCell>
                <TableCell>{row.unit}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Tile>
  );
}
