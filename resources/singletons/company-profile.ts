import { choice, defineResource, images, phone, text } from '../kit/fields';
import { locales } from '../../i18n/locales';
import { paperSizes } from '../kit/paper';
import { currencyCodes, defaultSettings } from '../kit/settings';
import type { ImageFormat } from '../kit/types';

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
    address: text({ required: true, max: 1000, multiline: true }),
    phone: phone({ max: 50 }),
    email: text({ format: 'email', max: 255 }),
    website: text({ max: 255, pattern: '^(https?://)?[^\\s/]+\\.[^\\s]+$' }),
    taxId: text({ max: 50 }),
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
    // The city a PIX code names beside the shop (required with a key).
    city: text({ max: 100 }),
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
