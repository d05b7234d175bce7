/**
 * The certificate of conformance of one packing list: the parts, the specification with its
 * revision, the inspection's results, process dates and deviations, and the shop's statement signed
 * by its quality signatory. Unreleased, it is a DRAFT: not signed, no signature, no date. Released
 * (server/services/quality/certificate-release.ts), its words are frozen and never drawn again.
 */
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { qualityText } from './certificate-results';
import {
  fileName,
  letterhead,
  pageSetup,
  numbered,
  packingQr,
  partyText,
  text,
  writerFor,
  type DocumentOptions,
  type DocumentSource,
} from './document-fields';
import { packingRecords } from './packing-records';

/** What releasing adds: the revision, who released it and when, and what it replaces. */
export interface Release {
  revision: number;
  releasedAt: Date;
  releasedBy: string;
  replaces?: { revision: number; reason: string };
}

export async function certificateSource(
  db: Database,
  id: string,
  options: DocumentOptions,
  release?: Release,
): Promise<DocumentSource> {
  const { packing, customer, product, shipper } = await packingRecords(db, id);
  const w = writerFor(options, customer);
  const { t } = w;
  const { profile } = options;
  const lot = [shipper.serial, product.serial].map(text).filter(Boolean)[0] ?? '';
  const quality = await qualityText(db, w, id, product);
  const releasedOn = release ? w.date(release.releasedAt.toISOString().slice(0, 10)) : '';
  const revision: Array<[string, string]> = release
    ? [
        [t('custom.certificate.revision'), String(release.revision)],
        [t('custom.certificate.releasedBy'), release.releasedBy],
      ]
    : [];
  const replaces: Array<[string, string]> = release?.replaces
    ? [
        [
          t('custom.certificate.revision'),
          t('custom.certificate.replaces', {
            revision: String(release.revision),
            previous: String(release.replaces.revision),
            reason: release.replaces.reason,
          }),
        ],
      ]
    : [];
  const stamp =
    packing.status === packingStatus.Void
      ? t('custom.document.stamp.Void')
      : release
        ? undefined
        : t('custom.certificate.draft');
  return {
    filename: fileName(w, 'certificate', packing.valueID, release?.revision),
    content: {
      letterhead: letterhead(w, options),
      title: t('custom.document.certificate'),
      number: numbered(w, packing.valueID),
      stamp,
      meta: [
        [t('resources.packing.fields.date'), w.date(packing.date)],
        [t('custom.document.customerPo'), text(packing.po)],
        [t('custom.document.packingList'), numbered(w, packing.valueID)],
        [t('custom.document.shipperNumber'), numbered(w, shipper.valueID)],
        ...revision,
      ],
      parties: [[t('custom.document.customer'), partyText(w, options, customer)]],
      table: {
        columns: [
          { label: t('resources.product.fields.part'), width: 0.18 },
          { label: t('custom.document.partName'), width: 0.22 },
          { label: t('custom.document.specification'), width: 0.32 },
          { label: t('custom.document.quantity'), width: 0.12, align: 'right' },
          { label: t('custom.document.lotSerial'), width: 0.16 },
        ],
        rows: [[text(product.part), text(product.name), quality.specification, w.count(packing.quantity), lot]],
      },
      blocks: [
        ...replaces,
        ...quality.blocks,
        [t('custom.document.certificate'), text(profile.certificateStatement) || t('custom.document.defaultStatement')],
      ],
      signatures: {
        lines: [],
        signatory: {
          name: text(profile.signatoryName),
          title: text(profile.signatoryTitle),
          date: releasedOn,
          image: release ? options.signature : undefined,
        },
      },
      qr: packingQr(w, options, packing),
      ...pageSetup(w, options),
    },
  };
}
