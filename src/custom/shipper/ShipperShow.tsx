/** A shipper with what its packing lists took and what remains, and the way to pack the rest. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { CreatePackingButton } from './CreatePackingButton';
import { ShipperPackings } from './ShipperPackings';

export default function ShipperShow() {
  return (
    <ResourceShow resource={resources.shipper} actions={<CreatePackingButton />}>
      <ShipperPackings />
    </ResourceShow>
  );
}
