/** A job's page: its fields, traveler and steps, and the way to pack it once it is ready. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { ShipJobButton } from './ShipJobButton';

export default function JobShow() {
  return <ResourceShow resource={resources.job} actions={<ShipJobButton />} />;
}
