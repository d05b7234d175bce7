/**
 * /packing/new-from-shipper: pick a shipper; the packing list starts with its customer,
 * part, PO and RMA and the quantity still unpacked (DESIGN.md section 3).
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { format } from 'date-fns';
import { Create, SaveButton, Title, Toolbar, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { remainingOf } from '../shipper/remaining';
import { RecordPicker } from '../shared/RecordPicker';

export default function PackingFromShipper() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const shipperId = params.get('shipper') ?? '';
  const { data: shipper } = useGetOne('shipper', { id: shipperId }, { enabled: Boolean(shipperId) });
  const { onSaved, onFailed } = useResourceNavigation(resources.packing);
  const title = translate('custom.packing.fromShipperTitle');
  const remaining = remainingOf(shipper);
  return (
    <>
      {/* The Create below sets the title once a shipper is chosen. */}
      {!(shipper && remaining > 0) && <Title title={title} />}
      <Card sx={{ mt: 2, mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">{title}</Typography>
          <RecordPicker resource="shipper" label="custom.packing.chooseShipper" onChoose={(id) => setParams({ shipper: id })} />
          {shipper && remaining === 0 && <Alert severity="info">{translate('custom.packing.nothingLeft')}</Alert>}
        </CardContent>
      </Card>
      {shipper && remaining > 0 && (
        <Create key={shipper.id} resource="packing" title={title} mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
          record={{
            shipper: shipper.id, customer: shipper.customer, product: shipper.product, po: shipper.po, rma: shipper.rma,
            quantity: remaining, status: 'Active', date: format(new Date(), 'yyyy-MM-dd'),
          }}>
          {/* The prefilled values are a complete packing list: saving them as they are is the common case. */}
          <ResourceForm resource={resources.packing} toolbar={<Toolbar><SaveButton alwaysEnable /></Toolbar>} />
        </Create>
      )}
    </>
  );
}
