/**
 * What a certificate says of the quality records behind it (docs/domain-rules.md#certificates): the
 * specification with the revision the inspection recorded, the thickness results and tests, the
 * process dates and the deviations. Read once; a released certificate keeps the words, not the rows.
 */
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { getRecord } from '../records/records-read';
import { latestInspection } from '../quality/release-gate';
import { text, type Writer } from './document-fields';

type Row = Record<string, unknown>;

export interface QualityText {
  /** "AMS 2404 rev. D", or the part's free-text specification when nothing was inspected. */
  specification: string;
  blocks: Array<[string, string]>;
}

const decimal = (w: Writer, value: unknown) => formatNumber(value, w.locale, { decimals: 2 });

function results(w: Writer, inspection: Row): string {
  const { t } = w;
  const unit = text(inspection.thicknessUnit);
  const lines = [
    t('custom.certificate.thickness', {
      count: w.count(inspection.readingCount ?? (Array.isArray(inspection.readings) ? inspection.readings.length : 0)),
      min: decimal(w, inspection.thicknessMinimum),
      max: decimal(w, inspection.thicknessMaximum),
      mean: decimal(w, inspection.thicknessMean),
      unit,
    }),
  ];
  for (const row of (inspection.tests as Row[] | null) ?? []) {
    const test = t(`choices.specificationTest.${text(row.test)}.label`);
    const result = t(`choices.passFail.${text(row.result)}.label`);
    lines.push([`${test}: ${result}`, text(row.value)].filter(Boolean).join(' — '));
  }
  lines.push(t('custom.certificate.result', { result: t(`choices.passFail.${text(inspection.result)}.label`) }));
  return lines.join('\n');
}

function processDates(w: Writer, inspection: Row): string {
  const { t } = w;
  const when = (value: unknown) => formatDateTime(value, w.locale, 'UTC');
  const lines = [t('custom.certificate.inspectedAt', { at: when(inspection.inspectedAt) })];
  if (inspection.bakeStart || inspection.bakeEnd) {
    lines.push(
      t('custom.certificate.bake', {
        start: when(inspection.bakeStart),
        end: when(inspection.bakeEnd),
        temperature: decimal(w, inspection.bakeTemperature),
      }),
    );
  }
  return lines.join('\n');
}

export async function qualityText(db: Database, w: Writer, packingId: string, product: Row): Promise<QualityText> {
  const { t } = w;
  const { latest, findings } = await latestInspection(db, packingId);
  if (!latest) return { specification: text(product.specification), blocks: [] };
  const inspection = await getRecord(db, resources.inspection, latest.id);
  const specification = await getRecord(db, resources.specification, text(inspection.specification));
  const named = t('custom.certificate.specification', {
    code: text(specification.code),
    revision: text(inspection.specificationRevision) || text(specification.revision),
  });
  const deviations = findings.length
    ? findings
        .map((finding) =>
          t('custom.certificate.deviation', {
            number: text(finding.valueID),
            disposition: finding.disposition ? t(`choices.disposition.${finding.disposition}.label`) : '—',
          }),
        )
        .join('\n')
    : t('custom.certificate.none');
  return {
    specification: [named, text(specification.classType)].filter(Boolean).join(', '),
    blocks: [
      [t('custom.certificate.results'), results(w, inspection)],
      [t('custom.certificate.process'), processDates(w, inspection)],
      [t('custom.certificate.deviations'), deviations],
    ],
  };
}
