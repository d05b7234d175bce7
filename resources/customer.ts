import { locales } from '../i18n/locales';
import { choice, defineResource, entityPermissions, phone, text } from './kit/fields';

/** Each payment term with its days: an invoice falls due this many days after its date (docs/domain-rules.md#invoices). */
export const customerTermDays = { T30: 30, T45: 45, T60: 60 } as const;
export type CustomerTerm = keyof typeof customerTermDays;
export const customerTerms = Object.keys(customerTermDays) as CustomerTerm[];

export default defineResource({
  name: 'customer',
  fields: {
    name: text({ required: true, min: 2, max: 255 }),
    address: text({ max: 1000, multiline: true }),
    phone: phone({ max: 50 }),
    email: text({ required: true, format: 'email', max: 255 }),
    term: choice(customerTerms, { required: true, optionLabels: 'choices.term' }),
    // The language of this customer's documents; empty prints in the shop's (docs/domain-rules.md#documents-and-qr-page).
    language: choice(locales, { optionLabels: 'choices.language', list: false }),
  },
  permissions: entityPermissions('customer'),
  labelField: 'name',
  menu: { order: 40 },
});
