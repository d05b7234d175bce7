/**
 * Under a packing list's quantity: how many parts remain on the chosen shipper (docs/domain-rules.md#packing-lists).
 * Read from the server's prefill, so a packing editor who may not read shippers sees it too.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { numberArg } from '../../../resources/kit/messages';
import { usePackingPrefill, type PackingPrefill } from '../shared/usePrefill';

export function RemainOnShipper({ prefill }: { prefill: PackingPrefill }) {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 1 }} data-testid="shipper-remaining">
      {translate('custom.packing.remainOf', {
        remaining: numberArg(prefill.remaining),
        quantity: numberArg(prefill.quantity),
        shipper: `#${prefill.shipper.label}`,
      })}
    </Typography>
  );
}

/** The same for the shipper chosen in the form's own shipper input (/packing/new). */
export function ShipperRemaining() {
  const shipperId = useWatch({ name: 'shipper' }) as string | undefined;
  const { data } = usePackingPrefill(shipperId || undefined);
  return data && data.shipper.id === shipperId ? <RemainOnShipper prefill={data} /> : null;
}
