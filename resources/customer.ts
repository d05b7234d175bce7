import { locales } from '../i18n/locales';
import { countryCodes } from './kit/countries';
import { customerTerms, DAY_TERM, dayTerm, specTerms } from './kit/payment-terms';
import type { CountryFormat } from './kit/country-formats';
import { choice, defineResource, entityPermissions, phone, text } from './kit/fields';

/** Kept in the form of the customer's country (resources/kit/country-formats.ts). */
const inCountry = (format: CountryFormat) => ({ format, country: 'country' });

export default defineResource({
  name: 'customer',
  fields: {
    name: text({ required: true, min: 2, max: 255 }),
    // The street and, for addresses kept before the address had its parts, the whole address as typed.
    address: text({ max: 1000, multiline: true }),
    addressNumber: text({ max: 20, list: false, filter: false }),
    complement: text({ max: 100, list: false, filter: false }),
    district: text({ max: 100, list: false }),
    city: text({ max: 100 }),
    state: text({ max: 50, list: false, inCountry: inCountry('state') }),
    postalCode: text({ max: 20, list: false, inCountry: inCountry('postalCode') }),
    // Empty: the shop's country; a new customer's form starts with it (docs/domain-rules.md#customers).
    country: choice(countryCodes, { optionLabels: 'choices.country', list: false, fromShop: 'country' }),
    phone: phone({ max: 50 }),
    email: text({ required: true, format: 'email', max: 255 }),
    contact: text({ max: 255, list: false }),
    // The spec's terms, and those the shop keeps as days (resources/kit/payment-terms.ts).
    term: choice(customerTerms, {
      required: true,
      optionLabels: 'choices.term',
      choosable: specTerms,
      shopOptions: 'paymentTerms',
      numbered: { prefix: DAY_TERM, named: [dayTerm(0)], example: dayTerm(28) },
    }),
    // The language of this customer's documents; empty prints in the shop's (docs/domain-rules.md#documents-and-qr-page).
    language: choice(locales, { optionLabels: 'choices.language', list: false }),
    taxId: text({ max: 50, list: false, inCountry: inCountry('taxId') }),
    stateRegistration: text({ max: 50, list: false, inCountry: inCountry('stateRegistration') }),
  },
  permissions: entityPermissions('customer'),
  labelField: 'name',
  naturalKeys: [['taxId'], ['name']],
  menu: { order: 40 },
});
