/** The invoice PDF of one invoice, read from its current record: what an accounts-payable department needs to pay it. */
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { optionLabelOf } from '../../../resources/kit/option-labels';
import type { Database } from '../../db/client';
import { pixOf, pixRefusal } from '../billing/pix';
import { getRecord } from '../records/records-read';
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
  type Writer,
} from './document-fields';
import { fiscalNoteKeys, fiscalNoteMeta } from './fiscal-notes';
import type { Column } from './document-pdf';

/** Only these statuses are the customer's business; Pending and Expired print nothing. */
const STAMPED = new Set<string>([invoiceStatus.Paid, invoiceStatus.Void]);

export const lineColumns = ({ t }: Writer, quantityLabel: string): Column[] => [
  { label: t('resources.product.fields.part'), width: 0.18 },
  { label: t('resources.product.fields.description'), width: 0.4 },
  { label: quantityLabel, width: 0.12, align: 'right' },
  { label: t('resources.invoice.fields.unitPrice'), width: 0.15, align: 'right' },
  { label: t('custom.document.amount'), width: 0.15, align: 'right' },
];

/** The customer's term as the document's language says it: "30 dias", "À vista", "Net 28". */
function termText(t: Writer['t'], term: string) {
  const { key, count } = optionLabelOf(resources.customer.fields.term, 'custom.document.term.%{value}', term);
  return t(key, { smart_count: count });
}

export async function invoiceSource(db: Database, id: string, options: DocumentOptions): Promise<DocumentSource> {
  const invoice = await getRecord(db, resources.invoice, id);
  const [packing, customer, product] = await Promise.all([
    getRecord(db, resources.packing, text(invoice.packing)),
    getRecord(db, resources.customer, text(invoice.customer)),
    getRecord(db, resources.product, text(invoice.product)),
  ]);
  const w = writerFor(options, customer);
  const { t } = w;
  const label = (field: string) => t(`resources.invoice.fields.${field}`);
  const description = describe(product);
  const total = Number(invoice.total ?? 0);
  const paid = Number(invoice.paid ?? 0);
  const status = text(invoice.status);
  // How to pay is printed while something is due; with a PIX key, a code for the balance too.
  const due = status !== invoiceStatus.Paid && status !== invoiceStatus.Void;
  const notes = [
    { role: 'charge' as const, record: invoice },
    { role: 'retorno' as const, record: packing },
  ];
  const pix = pixRefusal(invoice, options.profile) ? undefined : pixOf(invoice, options.profile);
  return {
    filename: fileName(w, 'invoice', invoice.valueID),
    content: {
      letterhead: letterhead(w, options),
      title: t('custom.document.invoice'),
      number: numbered(w, invoice.valueID),
      stamp: STAMPED.has(status) ? t(`custom.document.stamp.${status}`) : undefined,
      meta: [
        [t('custom.document.invoiceDate'), w.date(invoice.date)],
        [label('dueDate'), w.date(invoice.dueDate)],
        [t('custom.document.terms'), termText(t, text(customer.term))],
        [t('custom.document.customerPo'), text(packing.po)],
        [t('resources.packing.fields.rma'), text(packing.rma)],
        [t('custom.document.packingList'), numbered(w, packing.valueID)],
        ...fiscalNoteMeta(w, notes),
      ],
      parties: [[t('custom.document.billTo'), partyText(w, options, customer)]],
      table: {
        columns: lineColumns(w, t('custom.document.quantity')),
        rows: [
          [text(product.part), description.cell, w.count(packing.quantity), w.money(invoice.unitPrice), w.money(total)],
        ],
      },
      totals: [
        [label('total'), w.money(total)],
        [t('custom.document.amountPaid'), w.money(paid)],
        [t('custom.document.balanceDue'), w.money(status === invoiceStatus.Void ? 0 : total - paid)],
      ],
      blocks: [
        // Why a VOID invoice was voided, printed under its stamp's reason.
        [label('voidReason'), status === invoiceStatus.Void ? text(invoice.voidReason) : ''],
        [t('resources.product.fields.description'), description.block],
        fiscalNoteKeys(w, notes),
        [
          t('resources.companyProfile.fields.paymentInstructions'),
          due ? text(options.profile.paymentInstructions) : '',
        ],
        [t('resources.companyProfile.fields.invoiceTerms'), text(options.profile.invoiceTerms)],
      ],
      qr: packingQr(w, options, packing),
      pix: pix && { payload: pix.payload, caption: t('custom.document.pixCaption', { amount: w.money(pix.amount) }) },
      ...pageSetup(w, options),
    },
  };
}
