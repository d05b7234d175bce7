/**
 * /packing/new: the generic form; the chosen shipper brings its customer and part, and under quantity
 * it says how many parts remain on that shipper.
 */
import { resources } from '../../../resources';
import ResourceCreate from '../../views/ResourceCreate';
import { PresetFromShipper } from './PresetFromShipper';
import { ShipperRemaining } from './ShipperRemaining';

export default function PackingCreate() {
  return (
    <ResourceCreate
      resource={resources.packing}
      after={{ shipper: <PresetFromShipper />, quantity: <ShipperRemaining /> }}
    />
  );
}
