/**
 * Products on hand grouped under their customer, each customer's subtotal and the grand total, as
 * the server summed them over every part on hand (a page shows some parts; its sums are whole).
 */
import { Fragment } from 'react';
import { Link as MuiLink, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import product from '../../../resources/product';
import { useFormat } from '../../views/fields/useFormat';
import { stackedRows } from '../../views/stacked-rows';
import { useRecordPaths } from '../../views/useRecordPaths';
import type { InventoryAnswer, InventoryRow } from './useInventory';

function byCustomer(rows: InventoryRow[]): [string, InventoryRow[]][] {
  const groups = new Map<string, InventoryRow[]>();
  for (const row of rows) groups.set(row.customer, [...(groups.get(row.customer) ?? []), row]);
  return [...groups];
}

export function InventoryTable({ answer }: { answer: InventoryAnswer }) {
  const translate = useTranslate();
  const pathOf = useRecordPaths();
  const field = (name: string) => translate(`resources.product.fields.${name}`);
  const format = useFormat();
  const number = (value: unknown) => format.number(value, { decimals: 0 });
  const subtotals = new Map(answer.customers.map((c) => [c.id, c]));
  return (
    // A narrow screen scrolls the table, not the page; on a phone cells pad less so the count stays in view.
    <TableContainer sx={{ maxWidth: 'calc(100vw - 32px)' }}>
      <Table
        size="small"
        aria-label={translate('app.inventory')}
        sx={[{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }, stackedRows]}
      >
        <TableHead>
          <TableRow>
            {['customer', 'part', 'name', 'inventory'].map((name) => (
              <TableCell key={name} align={name === 'inventory' ? 'right' : 'left'}>
                {field(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {byCustomer(answer.rows).map(([customer, rows]) => {
            const subtotal = subtotals.get(customer);
            const name = subtotal?.name ?? rows[0].customerName;
            return (
              <Fragment key={customer}>
                {rows.map((row, index) => (
                  <TableRow key={row.id}>
                    <TableCell data-label={field('customer')}>{index === 0 ? name : ''}</TableCell>
                    <TableCell data-label={field('part')} sx={{ whiteSpace: 'nowrap' }}>
                      <MuiLink component={Link} to={pathOf(product, 'show', row.id)}>
                        {row.part}
                      </MuiLink>
                    </TableCell>
                    <TableCell data-label={field('name')}>{row.name}</TableCell>
                    <TableCell data-label={field('inventory')} align="right">
                      {number(row.inventory)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                    {translate('custom.inventory.subtotal', { customer: name })}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {number(subtotal?.onHand)}
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {translate('custom.inventory.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {number(answer.total.onHand)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
