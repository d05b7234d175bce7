/** Products on hand grouped under their customer, a subtotal per customer and a grand total. */
import { Fragment } from 'react';
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

function byCustomer(rows: RaRecord[]): [string, RaRecord[]][] {
  const groups = new Map<string, RaRecord[]>();
  for (const row of rows) {
    const name = String(row.labels?.customer ?? '');
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups];
}

const sum = (rows: RaRecord[]) => rows.reduce((total, row) => total + Number(row.inventory ?? 0), 0);

export function InventoryTable() {
  const { data = [], isPending } = useListContext();
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.product.fields.${name}`);
  if (isPending) return null;
  if (data.length === 0) return <Typography sx={{ p: 3 }}>{translate('custom.inventory.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.inventory')}>
      <TableHead>
        <TableRow>
          {['customer', 'part', 'name', 'inventory'].map((name) => (
            <TableCell key={name} align={name === 'inventory' ? 'right' : 'left'}>{field(name)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {byCustomer(data).map(([customer, rows]) => (
          <Fragment key={customer}>
            {rows.map((row, index) => (
              <TableRow key={row.id}>
                <TableCell>{index === 0 ? customer : ''}</TableCell>
                <TableCell><MuiLink component={Link} to={`/product/${row.id}`}>{row.part}</MuiLink></TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{row.inventory}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600 }}>{translate('custom.inventory.subtotal', { customer })}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>{sum(rows)}</TableCell>
            </TableRow>
          </Fragment>
        ))}
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 700 }}>{translate('custom.inventory.total')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>{sum(data)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
