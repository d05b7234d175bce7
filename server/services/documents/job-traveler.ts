/**
 * A job's traveler: the sheet that goes with the parts from station to station (docs/domain-rules.md#jobs).
 * Its number as a Code 128 barcode (a USB scanner types it) and a QR code opening the job; the part,
 * customer, PO, specification and quantity; each step with its place and parameters, and room to sign.
 */
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { getRecord } from '../records/records-read';
import {
  describe,
  fileName,
  letterhead,
  numbered,
  pageSetup,
  partyText,
  text,
  writerFor,
  type DocumentOptions,
  type DocumentSource,
  type Writer,
} from './document-fields';

type Row = Record<string, unknown>;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** "40 min · 2.2 A/dm² · 12.7 µm": the step's parameters that are set, in the document's language. */
function parameters(w: Writer, step: Row): string {
  const number = (value: unknown) => Number(value).toLocaleString(w.locale);
  return [
    given(step.minutes) && `${number(step.minutes)} min`,
    given(step.temperature) && `${number(step.temperature)} ${text(step.temperatureUnit)}`.trim(),
    given(step.currentDensity) && `${number(step.currentDensity)} A/dm²`,
    given(step.thickness) && `${number(step.thickness)} ${text(step.thicknessUnit)}`.trim(),
    text(step.instructions),
  ]
    .filter(Boolean)
    .join(' · ');
}

function stepRows(w: Writer, job: Row): string[][] {
  const steps = Array.isArray(job.steps) ? (job.steps as Row[]) : [];
  const labels = ((job.labels as Row | undefined)?.steps ?? []) as (Row | null)[];
  return steps.map((step, index) => [
    String(index + 1),
    w.t(`choices.stepKind.${text(step.kind)}.label`),
    [text(labels[index]?.tank), text(step.station)].filter(Boolean).join('\n'),
    parameters(w, step),
    step.status === 'skipped' ? `${w.t('choices.stepStatus.skipped.label')}: ${text(step.reason)}` : '',
  ]);
}

export async function jobTravelerSource(db: Database, id: string, options: DocumentOptions): Promise<DocumentSource> {
  const job = await getRecord(db, resources.job, id);
  const [customer, product, shipper] = await Promise.all([
    getRecord(db, resources.customer, text(job.customer)),
    getRecord(db, resources.product, text(job.product)),
    getRecord(db, resources.shipper, text(job.shipper)),
  ]);
  const w = writerFor(options, customer);
  const { t } = w;
  const field = (name: string) => t(`resources.job.fields.${name}`);
  const description = describe(product);
  return {
    filename: fileName(w, 'job', job.valueID),
    content: {
      letterhead: letterhead(w, options),
      title: t('custom.document.traveler'),
      number: numbered(w, job.valueID),
      stamp: job.status === 'onHold' ? t('custom.document.stamp.onHold') : undefined,
      barcode: text(job.valueID),
      meta: [
        [t('resources.product.fields.part'), text(product.part)],
        [t('custom.document.customerPo'), text(shipper.po)],
        [t('custom.document.shipperNumber'), numbered(w, shipper.valueID)],
        [field('specification'), text(job.specification)],
        [field('quantity'), w.count(job.quantity)],
        [field('dueDate'), w.date(job.dueDate)],
        [field('priority'), t(`choices.jobPriority.${text(job.priority)}.label`)],
      ],
      parties: [[t('custom.document.customer'), partyText(w, options, customer)]],
      table: {
        columns: [
          { label: '#', width: 0.05 },
          { label: t('resources.job.rowFields.steps.kind'), width: 0.15 },
          { label: t('custom.document.where'), width: 0.18 },
          { label: t('custom.document.parameters'), width: 0.32 },
          { label: t('custom.document.doneBy'), width: 0.3 },
        ],
        rows: stepRows(w, job),
        // Room for an operator's initials, the date and the count.
        rowHeight: 34,
      },
      blocks: [
        [t('resources.product.fields.description'), [description.cell, description.block].filter(Boolean).join('\n')],
        [field('holdReason'), job.hold ? text(job.holdReason) : ''],
        [field('notes'), text(job.notes)],
      ],
      signatures: { lines: [t('custom.document.finalInspection'), t('custom.document.signDate')] },
      qr: {
        url: `${options.origin}/job/${text(job.id)}`,
        caption: t('custom.document.scanJob', { valueID: text(job.valueID) }),
      },
      ...pageSetup(w, options),
    },
  };
}
