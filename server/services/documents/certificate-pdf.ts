/**
 * The certificate of conformance of one packing list: the parts, the process specification they
 * were finished to, and the shop's statement signed by its quality signatory.
 */
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import {
  letterhead,
  numbered,
  packingQr,
  partyText,
  text,
  writerFor,
  type DocumentOptions,
  type DocumentSource,
} from './document-fields';
import { packingRecords } from './packing-records';

export async function certificateSource(db: Database, id: string, options: DocumentOptions): Promise<DocumentSource> {
  const { packing, customer, product, shipper } = await packingRecords(db, id);
  const w = writerFor(options, customer);
  const { t } = w;
  const { profile } = options;
  const lot = [shipper.serial, product.serial].map(text).filter(Boolean)[0] ?? '';
  return {
    filename: `certificate-${text(packing.valueID)}.pdf`,
    content: {
      letterhead: letterhead(w, options),
      title: t('custom.document.certificate'),
      number: numbered(w, packing.valueID),
      stamp: packing.status === packingStatus.Void ? t('custom.document.stamp.Void') : undefined,
      meta: [
        [t('resources.packing.fields.date'), w.date(packing.date)],
        [t('custom.document.customerPo'), text(packing.po)],
        [t('custom.document.packingList'), numbered(w, packing.valueID)],
        [t('custom.document.shipperNumber'), numbered(w, shipper.valueID)],
      ],
      parties: [[t('custom.document.customer'), partyText(customer)]],
      table: {
        columns: [
          { label: t('resources.product.fields.part'), width: 0.18 },
          { label: t('custom.document.partName'), width: 0.22 },
          { label: t('custom.document.specification'), width: 0.32 },
          { label: t('custom.document.quantity'), width: 0.12, align: 'right' },
          { label: t('custom.document.lotSerial'), width: 0.16 },
        ],
        rows: [[text(product.part), text(product.name), text(product.specification), w.count(packing.quantity), lot]],
      },
      blocks: [
        [t('custom.document.certificate'), text(profile.certificateStatement) || t('custom.document.defaultStatement')],
      ],
      signatures: {
        lines: [],
        signatory: {
          name: text(profile.signatoryName),
          title: text(profile.signatoryTitle),
          date: w.date(packing.date),
          image: options.signature,
        },
      },
      qr: packingQr(w, options, packing),
      pageLabel: t('custom.document.page', { page: '%{page}', pages: '%{pages}' }),
    },
  };
}
