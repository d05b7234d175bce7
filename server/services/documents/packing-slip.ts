/** The packing slip PDF of one packing list: what a receiving department checks the parts against and signs. */
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import {
  fileName,
  describe,
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
import { fiscalNoteKeys, fiscalNoteMeta } from './fiscal-notes';
import { packingRecords } from './packing-records';

export async function packingSlipSource(db: Database, id: string, options: DocumentOptions): Promise<DocumentSource> {
  const { packing, customer, product, shipper } = await packingRecords(db, id);
  const w = writerFor(options, customer);
  const { t } = w;
  const description = describe(product);
  // As the shipper stood when the packing list was made (or last moved), never as it stands now.
  const received = Number(packing.received ?? shipper.quantity ?? 0);
  const remaining = packing.remaining ?? Math.max(0, received - Number(shipper.packed ?? 0));
  // The shop's return names the customer's note it returns the parts of (CFOP 5902 refers to 5901).
  const notes = [
    { role: 'retorno' as const, record: packing },
    { role: 'remessa' as const, record: shipper },
  ];
  return {
    filename: fileName(w, 'packing', packing.valueID),
    content: {
      letterhead: letterhead(w, options),
      title: t('custom.document.packingSlip'),
      number: numbered(w, packing.valueID),
      stamp: packing.status === packingStatus.Void ? t('custom.document.stamp.Void') : undefined,
      meta: [
        [t('custom.document.shipDate'), w.date(packing.date)],
        [t('custom.document.customerPo'), text(packing.po)],
        [t('resources.packing.fields.rma'), text(packing.rma)],
        [t('custom.document.shipperNumber'), numbered(w, shipper.valueID)],
        ...fiscalNoteMeta(w, notes),
      ],
      parties: [[t('custom.document.shipTo'), partyText(w, options, customer)]],
      table: {
        columns: [
          { label: t('resources.product.fields.part'), width: 0.2 },
          { label: t('resources.product.fields.description'), width: 0.44 },
          { label: t('custom.document.shipped'), width: 0.12, align: 'right' },
          { label: t('custom.document.received'), width: 0.12, align: 'right' },
          { label: t('custom.document.remaining'), width: 0.12, align: 'right' },
        ],
        rows: [
          [text(product.part), description.cell, w.count(packing.quantity), w.count(received), w.count(remaining)],
        ],
      },
      blocks: [
        [t('resources.product.fields.description'), description.block],
        [t('resources.packing.fields.notes'), text(packing.notes)],
        fiscalNoteKeys(w, notes),
      ],
      signatures: {
        lines: [t('custom.document.receivedBy'), t('custom.document.signDate'), t('custom.document.signature')],
      },
      qr: packingQr(w, options, packing),
      ...pageSetup(w, options),
    },
  };
}
