/** An analysis, and for a Low one not yet corrected, the way to record the addition it proposes. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { RecordAdditionButton } from './RecordAdditionButton';

export default function BathAnalysisShow() {
  return <ResourceShow resource={resources.bathAnalysis} actions={<RecordAdditionButton />} />;
}
