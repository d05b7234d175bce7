/** A shipper with what its packing lists took and what remains, and the way to pack the rest. */
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import ResourceShow from '../../views/ResourceShow';
import { CreateJobButton } from './CreateJobButton';
import { CreatePackingButton } from './CreatePackingButton';
import { ShipperPackings } from './ShipperPackings';

export default function ShipperShow() {
  return (
    // The packing lists once: as the table with their dates and statuses for those who may read them, else as the field's numbers.
    <ResourceShow
      resource={resources.shipper}
      actions={
        <>
          <CreateJobButton />
          <CreatePackingButton />
        </>
      }
      omit={can('packingRead') ? ['packing'] : []}
    >
      <ShipperPackings />
    </ResourceShow>
  );
}
