/** On an analysis out of its tank's limits (and not void): open the tank's nonconformance, drafted from it. */
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../views/fields/useFormat';
import { canOpenNonconformance, OpenNonconformanceButton } from './OpenNonconformanceButton';
import { analysisDraft } from './nonconformance-draft';

export function OpenAnalysisNonconformance() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { number } = useFormat();
  const outOfRange = record?.flag === 'low' || record?.flag === 'high';
  if (!record || !outOfRange || record.voided || !canOpenNonconformance()) return null;
  return (
    <OpenNonconformanceButton
      prefill={() => ({ source: 'analysis', tank: record.tank, description: analysisDraft(record, translate, number) })}
    />
  );
}
