/** /inspection/new: the generic form with the readings' paste, live figures and the missing tests. */
import { resources } from '../../../resources';
import ResourceCreate from '../../views/ResourceCreate';
import { inspectionFormAfter } from './ReadingsTools';

export default function InspectionCreate() {
  return <ResourceCreate resource={resources.inspection} after={inspectionFormAfter} />;
}
