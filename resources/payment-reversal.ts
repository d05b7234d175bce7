import { dateToday, defineResource, text } from './kit/fields';

/**
 * What "Reverse" asks for (POST /api/invoice-payment/:id/reverse): when, and why. Not a stored
 * resource: the reversal is an invoice payment of the negated amount that names the one it
 * reverses (docs/domain-rules.md#payments); declared so its form and validation derive.
 */
export default defineResource({
  name: 'paymentReversal',
  fields: {
    date: dateToday({ required: true }),
    notes: text({ required: true, max: 2000, multiline: true }),
  },
  permissions: { create: 'invoiceEdit' },
  operations: ['create'],
  labelField: 'date',
  timestamps: false,
});
