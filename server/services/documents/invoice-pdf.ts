/** What the invoice PDF of one invoice shows, read from its current record; its QR code leads to the packing it bills. */
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import { getRecord } from '../records-read';
import {
  customerLine, documentTitle, fieldLabels, money, packingQr, text,
  type DocumentOptions, type DocumentSource,
} from './document-fields';
import type { DocumentContent } from './document-pdf';

export async function invoiceSource(db: Database, id: string, options: DocumentOptions): Promise<DocumentSource> {
  const invoice = await getRecord(db, resources.invoice, id);
  const [packing, customer, product] = await Promise.all([
    getRecord(db, resources.packing, text(invoice.packing)),
    getRecord(db, resources.customer, text(invoice.customer)),
    getRecord(db, resources.product, text(invoice.product)),
  ]);
  const { t, locale } = options;
  const label = fieldLabels(t, 'invoice');
  const content: DocumentContent = {
    shop: t('app.title'),
    title: documentTitle(t, 'invoice', invoice.valueID),
    sections: [
      [
        [label('valueID'), text(invoice.valueID)],
        [label('date'), text(invoice.date)],
        [label('status'), text(invoice.status)],
        [label('dueDate'), text(invoice.dueDate)],
      ],
      [customerLine(label('customer'), customer)],
      [
        [label('product'), text(product.part)],
        [t('custom.document.partName'), text(product.name)],
        [label('packing'), text(packing.valueID)],
        [t('resources.packing.fields.po'), text(packing.po)],
        [t('resources.packing.fields.rma'), text(packing.rma)],
        [t('resources.packing.fields.quantity'), text(packing.quantity)],
        [label('unitPrice'), money(invoice.unitPrice, locale)],
        [label('total'), money(invoice.total, locale)],
      ],
      [
        [label('paymentDate'), text(invoice.paymentDate)],
        [label('paid'), money(invoice.paid, locale)],
        [label('check'), text(invoice.check)],
      ],
    ],
    qr: packingQr(options, text(packing.id)),
  };
  return { content, filename: `invoice-${text(invoice.valueID)}.pdf` };
}
