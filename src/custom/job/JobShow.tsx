/** A job's page: its fields, traveler and steps, the way to record a step, and to pack it once it is ready. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { RecordStepButton } from './RecordStepButton';
import { ShipJobButton } from './ShipJobButton';

export default function JobShow() {
  return (
    <ResourceShow
      resource={resources.job}
      actions={
        <>
          <RecordStepButton />
          <ShipJobButton />
        </>
      }
    />
  );
}
