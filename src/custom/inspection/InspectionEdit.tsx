/** /inspection/:id/edit: as InspectionCreate, on the recorded inspection. */
import { resources } from '../../../resources';
import ResourceEdit from '../../views/ResourceEdit';
import { inspectionFormAfter } from './ReadingsTools';

export default function InspectionEdit() {
  return <ResourceEdit resource={resources.inspection} after={inspectionFormAfter} />;
}
