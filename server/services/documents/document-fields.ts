/** What both documents share: the caller's language, value formats, the customer block and the QR target. */
import type { Locale, Translate } from '../../../i18n';
import type { DocumentContent, Line } from './document-pdf';

export interface DocumentOptions {
  t: Translate;
  locale: Locale;
  /** Scheme and host the QR code's URL starts with, no trailing slash. */
  origin: string;
}

/** What a document shows, as plain data (drawn in a worker thread), and the name its PDF is served under. */
export interface DocumentSource {
  content: DocumentContent;
  filename: string;
}

type Row = Record<string, unknown>;

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function money(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
}

/** A reference's label as the API answers it (row.labels). */
export const labelOf = (row: Row, field: string): string => text((row.labels as Row | undefined)?.[field]);

/** Field labels of one resource, from the same catalogue the screens use. */
export const fieldLabels = (t: Translate, resource: string) => (field: string) => t(`resources.${resource}.fields.${field}`);

export const documentTitle = (t: Translate, kind: 'packingSlip' | 'invoice', valueID: unknown) =>
  `${t(`custom.document.${kind}`)} ${t('custom.document.number', { valueID: text(valueID) })}`;

/** Name, address and email under one label. */
export const customerLine = (label: string, customer: Row): Line => [
  label,
  [customer.name, customer.address, customer.email].map(text).filter(Boolean).join('\n'),
];

/** The public page of a scanned packing slip (docs/domain-rules.md#documents-and-qr-page). */
export const packingQr = ({ t, origin }: DocumentOptions, packingId: string) => ({
  url: `${origin}/qr/${packingId}`,
  caption: t('custom.document.scanPacking'),
});
