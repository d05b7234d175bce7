/**
 * Declarations for tests of the generic machinery (derive, export, import, validation): fixed here,
 * so a field added to a live declaration (resources/customer.ts) costs these tests nothing.
 * `customerShaped` is named `customer` to borrow that resource's labels from the catalogues
 * (i18n/en.ts, i18n/pt-BR.ts), which hold every field below; its fields are its own.
 */
import { locales } from '../../i18n/locales';
import { choice, defineResource, phone, text } from '../../resources/kit/fields';

export const customerShaped = defineResource({
  name: 'customer',
  fields: {
    name: text({ required: true, min: 2, max: 255 }),
    address: text({ max: 1000, multiline: true }),
    phone: phone({ max: 50 }),
    email: text({ required: true, format: 'email', max: 255 }),
    term: choice(['T30', 'T45', 'T60'], { required: true, optionLabels: 'choices.term' }),
    language: choice(locales, { optionLabels: 'choices.language', list: false }),
  },
  permissions: {
    read: 'customerRead',
    create: 'customerCreate',
    edit: 'customerEdit',
    destroy: 'customerDestroy',
    import: 'customerImport',
  },
  labelField: 'name',
});
