/**
 * What every document shares: its language (the customer's, else the shop's), money in the shop's
 * currency, dates, the letterhead from the company profile and the QR target
 * (docs/domain-rules.md#documents-and-qr-page).
 */
import type { Translate } from '../../../i18n';
import { formatDate, formatMoney, formatNumber } from '../../../i18n/format';
import { shopCountryOf } from '../../../resources/kit/countries';
import { paperSizeOf } from '../../../resources/kit/paper';
import { isCurrencyCode, isDocumentLanguage, type DocumentLanguage } from '../../../resources/kit/settings';
import { translatorForLocale } from '../../i18n';
import type { CompanyProfile } from '../company-profile';
import type { DocumentContent } from './document-pdf';
import { addressLines, taxIdLine } from './party-address';

export interface DocumentOptions {
  /** Scheme and host the QR code's URL starts with, no trailing slash. */
  origin: string;
  profile: CompanyProfile;
  /** The profile's logo and signature bytes, when PNG or JPEG. */
  logo?: Uint8Array;
  signature?: Uint8Array;
  /** The reader's language, for a document shown on the record's page; a PDF takes the customer's, else the shop's. */
  language?: DocumentLanguage;
}

/** What a document shows, as plain data (drawn in a worker thread), and the name its PDF is served under. */
export interface DocumentSource {
  content: DocumentContent;
  filename: string;
}

type Row = Record<string, unknown>;

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The language, labels and formats of one customer's document. */
export interface Writer {
  t: Translate;
  locale: DocumentLanguage;
  money(value: unknown): string;
  date(value: unknown): string;
  count(value: unknown): string;
}

export function writerFor(options: Pick<DocumentOptions, 'profile' | 'language'>, customer: Row): Writer {
  const shop = options.profile.documentLanguage;
  const locale =
    options.language ??
    (isDocumentLanguage(customer.language) ? customer.language : isDocumentLanguage(shop) ? shop : 'en');
  const currency = isCurrencyCode(options.profile.currency) ? options.profile.currency : 'USD';
  return {
    t: translatorForLocale(locale),
    locale,
    money: (value) => formatMoney(value ?? 0, currency, locale),
    date: (value) => formatDate(value, locale),
    count: (value) => formatNumber(value, locale, { decimals: 0 }),
  };
}

/** A document's file name in its own language: invoice-12.pdf, fatura-12.pdf, certificado-7-rev2.pdf. */
export const fileName = (
  { t }: Pick<Writer, 't'>,
  kind: 'invoice' | 'packing' | 'certificate' | 'job',
  number: unknown,
  revision?: number,
) =>
  `${t(`custom.document.file.${kind}`)}-${text(number)}${revision ? `-${t('custom.document.file.revision')}${revision}` : ''}.pdf`;

/** The profile's name, address and numbers; until it is filled in, a notice in its place (never the software's name). */
export function letterhead(w: Writer, options: DocumentOptions): DocumentContent['letterhead'] {
  const { t } = w;
  const p = options.profile;
  if (!p.shopName || !p.address)
    return { name: t('custom.document.profileMissing'), details: [t('custom.document.profileMissingHint')] };
  const country = shopCountryOf(p);
  const contact = [p.phone, p.email].map(text).filter(Boolean).join(' · ');
  const website = text(p.website).replace(/^https?:\/\//, '');
  return {
    name: text(p.shopName),
    details: [...addressLines(w, p, country), contact, website, taxIdLine(w, p, country)].filter(Boolean),
    logo: options.logo,
  };
}

/** Every page's "Page 1 of 3" in the document's language, on the company profile's paper. */
export const pageSetup = ({ t }: Writer, options: DocumentOptions): Pick<DocumentContent, 'pageLabel' | 'paper'> => ({
  pageLabel: t('custom.document.page', { page: '%{page}', pages: '%{pages}' }),
  paper: paperSizeOf(options.profile),
});

/** Name, whom to ask for, address and tax ids, one per line, in the form of the customer's country. */
export function partyText(w: Writer, options: Pick<DocumentOptions, 'profile'>, row: Row): string {
  const country = shopCountryOf(options.profile);
  const contact = text(row.contact) && w.t('custom.document.attention', { name: text(row.contact) });
  return [text(row.name), contact, ...addressLines(w, row, country), taxIdLine(w, row, country)]
    .filter(Boolean)
    .join('\n');
}

/** The number a document is known by: "No. 12". */
export const numbered = ({ t }: Writer, valueID: unknown) => t('custom.document.number', { valueID: text(valueID) });

/** The public page of a scanned packing slip (docs/domain-rules.md#documents-and-qr-page), captioned with what it opens. */
export const packingQr = ({ t }: Writer, { origin }: DocumentOptions, packing: Row) => ({
  url: `${origin}/qr/${text(packing.id)}`,
  caption: t('custom.document.scanPacking', { valueID: text(packing.valueID) }),
});

/** A product's description fits in its table cell when short; a long one gets its own block that flows across pages. */
export const SHORT_DESCRIPTION = 300;
export function describe(product: Row): { cell: string; block: string } {
  const description = text(product.description).trim();
  const short = description.length <= SHORT_DESCRIPTION;
  return {
    cell: [text(product.name), short ? description : ''].filter(Boolean).join('\n'),
    block: short ? '' : description,
  };
}
