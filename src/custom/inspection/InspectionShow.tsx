/** An inspection; a failed one offers to open its nonconformance, prefilled from the result. */
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import type { NumberField } from '../../../resources/kit/types';
import ResourceShow from '../../views/ResourceShow';
import { useFormat } from '../../views/fields/useFormat';
import { nonconformancePrefill, prefillFailure } from '../shared/usePrefill';
import { canOpenNonconformance, OpenNonconformanceButton } from '../quality/OpenNonconformanceButton';
import { inspectionDraft } from '../quality/nonconformance-draft';

const thicknessPlaces = (resources.inspection.fields.thicknessMinimum as NumberField).scale;

function OpenInspectionNonconformance() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { number } = useFormat();
  if (!record || record.result !== 'fail' || !canOpenNonconformance()) return null;
  // Thickness to its recorded places: an inch reading of 0.0006 is not 0.001.
  const thickness = (value: unknown) => number(value, { maxDecimals: thicknessPlaces });
  // The packing list's customer comes from the server: the nonconformance must name the same ones.
  const prefill = async () => {
    const refs = await nonconformancePrefill(String(record.id));
    return {
      source: 'inspection',
      inspection: refs.inspection.id,
      packing: refs.packing?.id ?? null,
      customer: refs.customer?.id ?? null,
      description: inspectionDraft(record, translate, thickness),
    };
  };
  return (
    <OpenNonconformanceButton
      prefill={prefill}
      onFailed={(error) => notify(prefillFailure(error), { type: 'error' })}
    />
  );
}

export default function InspectionShow() {
  return <ResourceShow resource={resources.inspection} actions={<OpenInspectionNonconformance />} />;
}
