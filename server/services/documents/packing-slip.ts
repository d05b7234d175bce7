/** What the packing slip PDF of one packing list shows, read from its current record. */
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { getRecord } from '../records-read';
import {
  customerLine, documentTitle, fieldLabels, labelOf, packingQr, text,
  type DocumentOptions, type DocumentSource,
} from './document-fields';
import type { DocumentContent } from './document-pdf';

export async function packingSlipSource(db: Database, id: string, options: DocumentOptions): Promise<DocumentSource> {
  const packing = await getRecord(db, resources.packing, id);
  const [customer, product] = await Promise.all([
    getRecord(db, resources.customer, text(packing.customer)),
    getRecord(db, resources.product, text(packing.product)),
  ]);
  const { t } = options;
  const label = fieldLabels(t, 'packing');
  const content: DocumentContent = {
    shop: t('app.title'),
    title: documentTitle(t, 'packingSlip', packing.valueID),
    sections: [
      [
        [label('valueID'), text(packing.valueID)],
        [label('date'), text(packing.date)],
        [label('status'), text(packing.status)],
      ],
      [customerLine(label('customer'), customer)],
      [
        [label('product'), text(product.part)],
        [t('custom.document.partName'), text(product.name)],
        [t('resources.product.fields.description'), text(product.description)],
        [label('po'), text(packing.po)],
        [label('rma'), text(packing.rma)],
        [label('shipper'), labelOf(packing, 'shipper')],
        [label('quantity'), text(packing.quantity)],
      ],
    ],
    qr: packingQr(options, text(packing.id)),
  };
  return { content, filename: `packing-${text(packing.valueID)}.pdf` };
}
