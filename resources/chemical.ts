import { chemicalUnits } from './kit/chemistry-units';
export { chemicalUnits } from './kit/chemistry-units';
import { boolean, choice, decimal, defineResource, text } from './kit/fields';

/** A chemical kept for the plating tanks (docs/domain-rules.md#chemicals-and-stock); its stock moves with receipts and uses. */
export default defineResource({
  name: 'chemical',
  fields: {
    // Unique regardless of case (server/services/chemistry/chemical-hooks.ts).
    name: text({ required: true }),
    // CAS registry form, such as 7786-81-4.
    casNumber: text({ max: 12, pattern: '^\\d{2,7}-\\d{2}-\\d$' }),
    unit: choice(chemicalUnits, { required: true, optionLabels: 'choices.unit' }),
    minimumStock: decimal({ min: 0, max: 999_999_999, scale: 3 }),
    supplier: text(),
    location: text(),
    notes: text({ max: 2000, multiline: true, list: false }),
    // Received minus used, kept by the server in the same transaction as each movement.
    stock: decimal({ readOnly: true, scale: 3 }),
    // stock < minimumStock, stored so lists can show and filter it.
    lowStock: boolean({ readOnly: true }),
  },
  permissions: {
    read: 'chemistryRead',
    create: 'chemicalCreate',
    edit: 'chemicalsEdit',
    destroy: 'chemicalDestroy',
    import: 'chemicalCreate',
    autocomplete: 'chemistryRead',
  },
  labelField: 'name',
  defaultOrder: 'name_ASC',
  menu: { order: 92 },
});
