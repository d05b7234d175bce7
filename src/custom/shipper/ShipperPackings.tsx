/** The shipper's packing lists, read-only, with packed and remaining counts (docs/domain-rules.md#shippers). */
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import packingResource from '../../../resources/packing';
import { numberArg } from '../../../resources/kit/messages';
import type { ChoiceField } from '../../../resources/kit/types';
import { can } from '../../providers/authProvider';
import { ChoiceText } from '../../views/fields/ChoiceText';
import { useFormat } from '../../views/fields/useFormat';
import { ScrollRegion } from '../../views/ScrollRegion';
import { stackedRows } from '../../views/stacked-rows';
import { useRecordPaths } from '../../views/useRecordPaths';
import { remainingOf } from './remaining';

export function ShipperPackings() {
  const shipper = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const pathOf = useRecordPaths();
  const allowed = can('packingRead');
  const { data = [] } = useGetList(
    'packing',
    {
      filter: { shipper: shipper?.id },
      sort: { field: 'valueID', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(shipper?.id) && allowed },
  );
  if (!shipper) return null;
  const field = (name: string) => translate(`resources.packing.fields.${name}`);
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('custom.shipper.packings')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {translate('custom.shipper.packedOf', {
          packed: numberArg(Number(shipper.packed ?? 0)),
          quantity: numberArg(Number(shipper.quantity ?? 0)),
          remaining: numberArg(remainingOf(shipper)),
        })}
      </Typography>
      {allowed && data.length > 0 && (
        <ScrollRegion label={translate('custom.shipper.packings')}>
          <Table size="small" aria-label={translate('custom.shipper.packings')} sx={stackedRows}>
            <TableHead>
              <TableRow>
                {['valueID', 'date', 'status', 'quantity'].map((name) => (
                  <TableCell key={name}>{field(name)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((packing) => (
                <TableRow key={packing.id}>
                  <TableCell data-label={field('valueID')}>
                    <MuiLink component={Link} to={pathOf(packingResource, 'show', packing.id)}>
                      {packing.valueID}
                    </MuiLink>
                  </TableCell>
                  <TableCell data-label={field('date')} sx={{ whiteSpace: 'nowrap' }}>
                    {format.date(packing.date)}
                  </TableCell>
                  <TableCell data-label={field('status')}>
                    <ChoiceText field={packingResource.fields.status as ChoiceField} value={packing.status} />
                  </TableCell>
                  <TableCell data-label={field('quantity')}>
                    {format.number(packing.quantity, { decimals: 0 })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}
