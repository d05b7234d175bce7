import { choice, defineResource, images, integer, phone, rows, text } from '../kit/fields';
import { maxTermDays } from '../kit/payment-terms';
import { locales } from '../../i18n/locales';
import { paperSizes } from '../kit/paper';
import { currencyCodes, defaultSettings } from '../kit/settings';
import type { ImageFormat } from '../kit/types';
import { countryCodes } from '../kit/countries';
import type { CountryFormat } from '../kit/country-formats';

/** Kept in the form of the shop's country (resources/kit/country-formats.ts). */
const inCountry = (format: CountryFormat) => ({ format, country: 'country' });

const PRINTABLE: ImageFormat[] = ['PNG', 'JPEG'];
/**
 * The logo is drawn in 140 × 56 pt and the signature in 160 × 45 pt (server/services/documents):
 * these boxes are about 300 dpi there, sharp on paper, a few KB in each PDF.
 */
const LOGO_PIXELS = { width: 600, height: 240 };
const SIGNATURE_PIXELS = { width: 680, height: 200 };

/**
 * The shop's company profile (docs/domain-rules.md#settings): what its documents print as the
 * letterhead, remit-to, terms and certificate. Kept on the one settings row (server/db/tables.ts
 * derives those columns from these fields); edited by the owner at /settings, never listed.
 */
export default defineResource({
  name: 'companyProfile',
  fields: {
    shopName: text({ required: true, min: 2, max: 255 }),
    // The street and, for profiles kept before the address had its parts, the whole address as typed.
    address: text({ required: true, max: 1000, multiline: true }),
    addressNumber: text({ max: 20 }),
    complement: text({ max: 100 }),
    district: text({ max: 100 }),
    // Also the city a PIX code names beside the shop (required with a key).
    city: text({ max: 100 }),
    state: text({ max: 50, inCountry: inCountry('state') }),
    postalCode: text({ max: 20, inCountry: inCountry('postalCode') }),
    // Empty: the country of the shop's currency (resources/kit/countries.ts).
    country: choice(countryCodes, { optionLabels: 'choices.country' }),
    phone: phone({ max: 50 }),
    email: text({ format: 'email', max: 255 }),
    website: text({ max: 255, pattern: '^(https?://)?[^\\s/]+\\.[^\\s]+$' }),
    taxId: text({ max: 50, inCountry: inCountry('taxId') }),
    stateRegistration: text({ max: 50, inCountry: inCountry('stateRegistration') }),
    // Judged by content, as product photos are (server/services/files/upload-checks.ts); only what
    // the PDFs can draw (pdfkit: PNG, JPEG), so a logo is never silently left off a document.
    logo: images({ max: 1, maxBytes: 1_000_000, formats: PRINTABLE, fitWithin: LOGO_PIXELS }),
    currency: choice(currencyCodes, { required: true, default: defaultSettings.currency }),
    documentLanguage: choice(locales, {
      required: true,
      default: defaultSettings.documentLanguage,
      optionLabels: 'choices.language',
    }),
    // Empty: the paper of the currency's country (resources/kit/paper.ts).
    paperSize: choice(paperSizes, { optionLabels: 'choices.paperSize', emptyLabel: 'choices.paperSize.byCurrency' }),
    paymentInstructions: text({ max: 2000, multiline: true }),
    // With a key, an unpaid invoice in reais carries a PIX QR code for its balance (services/billing/pix.ts).
    pixKey: text({ max: 77, format: 'pixKey' }),
    // The shop's own payment terms, in days (0: à vista), offered for customers beside T30/T45/T60.
    paymentTermDays: rows({ days: integer({ required: true, min: 0, max: maxTermDays }) }, { max: 12 }),
    invoiceTerms: text({ max: 4000, multiline: true }),
    certificateStatement: text({ max: 4000, multiline: true }),
    signatoryName: text({ max: 255 }),
    signatoryTitle: text({ max: 255 }),
    signature: images({ max: 1, maxBytes: 1_000_000, formats: PRINTABLE, fitWithin: SIGNATURE_PIXELS }),
  },
  permissions: {},
  operations: [],
  labelField: 'shopName',
  derivedTable: false,
});
