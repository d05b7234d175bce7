/**
 * /packing/new: the shipper chosen (or given in the address) brings its customer and part, and its
 * PO and RMA while those are empty, as /packing/new-from-shipper starts; a packing list's customer
 * and part are its shipper's (docs/domain-rules.md#packing-lists). Read from the server's prefill, so
 * a packing editor who may not read shippers gets them too.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePackingPrefill } from '../shared/usePrefill';

export function PresetFromShipper() {
  const shipperId = useWatch({ name: 'shipper' }) as string | undefined;
  const { data } = usePackingPrefill(shipperId || undefined);
  const { getValues, setValue } = useFormContext();
  // Once per shipper chosen: a customer or part changed by hand afterwards stays as typed.
  const presetFor = useRef<string>(undefined);
  useEffect(() => {
    if (!data || data.shipper.id !== shipperId || presetFor.current === shipperId) return;
    presetFor.current = shipperId;
    const set = (name: string, value: string | null | undefined) => {
      if (value && getValues(name) !== value) setValue(name, value, { shouldDirty: true, shouldValidate: true });
    };
    set('customer', data.customer?.id);
    set('product', data.product?.id);
    if (!getValues('po')) set('po', data.po);
    if (!getValues('rma')) set('rma', data.rma);
  }, [data, shipperId, getValues, setValue]);
  return null;
}
