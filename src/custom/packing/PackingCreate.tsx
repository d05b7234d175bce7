/** /packing/new: the generic form, saying under quantity how many parts remain on the chosen shipper. */
import { resources } from '../../../resources';
import ResourceCreate from '../../views/ResourceCreate';
import { ShipperRemaining } from './ShipperRemaining';

export default function PackingCreate() {
  return <ResourceCreate resource={resources.packing} after={{ quantity: <ShipperRemaining /> }} />;
}
