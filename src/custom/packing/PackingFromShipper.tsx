/**
 * /packing/new-from-shipper: pick a shipper; the packing list starts with its customer,
 * part, PO and RMA and the quantity still unpacked (docs/domain-rules.md#packing-lists). The picker is the
 * page's one shipper input: choosing another one starts the form again from that shipper. The start
 * comes from the server's prefill, so a packing editor who may not read shippers gets it too.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Create, SaveButton, Title, Toolbar, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { formDefaults } from '../../../resources/kit/form-defaults';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { RecordPicker } from '../shared/RecordPicker';
import { prefillFailure, usePackingPrefill } from '../shared/usePrefill';
import { RemainOnShipper } from './ShipperRemaining';

export default function PackingFromShipper() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const shipperId = params.get('shipper') ?? '';
  const { data: prefill, error } = usePackingPrefill(shipperId || undefined);
  const { onSaved, onFailed } = useResourceNavigation(resources.packing);
  const title = translate('custom.packing.fromShipperTitle');
  const shipper = prefill && prefill.shipper.id === shipperId ? prefill : undefined;
  const remaining = shipper?.remaining ?? 0;
  const chosen = shipper?.shipper ?? null;
  return (
    <>
      {/* The Create below sets the title once a shipper is chosen. */}
      {!(shipper && remaining > 0) && <Title title={title} />}
      <Card sx={{ mt: 2, mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          <RecordPicker
            resource="shipper"
            label="custom.packing.chooseShipper"
            chosen={chosen}
            onChoose={(id) => setParams({ shipper: id })}
          />
          {error && <Alert severity="warning">{translate(prefillFailure(error))}</Alert>}
          {shipper && remaining === 0 && <Alert severity="info">{translate('custom.packing.nothingLeft')}</Alert>}
        </CardContent>
      </Card>
      {shipper && remaining > 0 && (
        <Create
          key={shipper.shipper.id}
          resource="packing"
          title={title}
          mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
          record={{
            ...formDefaults(resources.packing),
            shipper: shipper.shipper.id,
            customer: shipper.customer?.id,
            product: shipper.product?.id,
            po: shipper.po,
            rma: shipper.rma,
            quantity: remaining,
          }}
        >
          {/* The prefilled values are a complete packing list: saving them as they are is the common case. */}
          <ResourceForm
            resource={resources.packing}
            omit={['shipper']}
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
            after={{ quantity: <RemainOnShipper prefill={shipper} /> }}
          />
        </Create>
      )}
    </>
  );
}
