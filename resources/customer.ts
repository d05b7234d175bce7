import { choice, defineResource, entityPermissions, phone, text } from './kit/fields';

export const customerTerms = ['T30', 'T45', 'T60'] as const;

export default defineResource({
  name: 'customer',
  fields: {
    name: text({ required: true, min: 2, max: 255 }),
    address: text({ max: 1000, multiline: true }),
    phone: phone({ max: 50 }),
    email: text({ required: true, format: 'email', max: 255 }),
    term: choice(customerTerms, { required: true, optionLabels: 'choices.term' }),
  },
  permissions: entityPermissions('customer'),
  labelField: 'name',
  menu: { icon: 'customer', order: 40 },
});
