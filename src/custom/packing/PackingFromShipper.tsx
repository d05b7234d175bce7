/**
 * /packing/new-from-shipper: pick a shipper; the packing list starts with its customer,
 * part, PO and RMA and the quantity still unpacked (docs/domain-rules.md#packing-lists). The picker is the
 * page's one shipper input: choosing another one starts the form again from that shipper.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Create, SaveButton, Title, Toolbar, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { formDefaults } from '../../../resources/kit/form-defaults';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { remainingOf } from '../shipper/remaining';
import { RecordPicker } from '../shared/RecordPicker';

export default function PackingFromShipper() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const shipperId = params.get('shipper') ?? '';
  // A lookup: a shipper this user may not read stays a message on the page (lookup-error.ts), not a /403.
  const { data: shipper, error } = useGetOne('shipper', { id: shipperId, meta: { lookup: true } }, { enabled: Boolean(shipperId) });
  const { onSaved, onFailed } = useResourceNavigation(resources.packing);
  const title = translate('custom.packing.fromShipperTitle');
  const remaining = remainingOf(shipper);
  const chosen = shipper ? { id: String(shipper.id), label: String(shipper.valueID) } : null;
  return (
    <>
      {/* The Create below sets the title once a shipper is chosen. */}
      {!(shipper && remaining > 0) && <Title title={title} />}
      <Card sx={{ mt: 2, mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">{title}</Typography>
          <RecordPicker resource="shipper" label="custom.packing.chooseShipper" chosen={chosen} onChoose={(id) => setParams({ shipper: id })} />
          {error && <Alert severity="warning">{translate((error as { status?: number }).status === 403 ? 'lookup.recordForbidden' : 'lookup.failed')}</Alert>}
          {shipper && remaining === 0 && <Alert severity="info">{translate('custom.packing.nothingLeft')}</Alert>}
        </CardContent>
      </Card>
      {shipper && remaining > 0 && (
        <Create key={shipper.id} resource="packing" title={title} mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
          record={{
            ...formDefaults(resources.packing),
            shipper: shipper.id, customer: shipper.customer, product: shipper.product, po: shipper.po, rma: shipper.rma, quantity: remaining,
          }}>
          {/* The prefilled values are a complete packing list: saving them as they are is the common case. */}
          <ResourceForm resource={resources.packing} omit={['shipper']} toolbar={<Toolbar><SaveButton alwaysEnable /></Toolbar>}
            after={{
              quantity: (
                <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
                  {translate('custom.packing.remainOf', { remaining, quantity: Number(shipper.quantity), shipper: `#${shipper.valueID}` })}
                </Typography>
              ),
            }} />
        </Create>
      )}
    </>
  );
}
