import { apiUnder, date, decimal, defineResource, reference, text } from './kit/fields';

/**
 * Money received against an invoice. A ledger: recorded and viewed, never edited or deleted, so the
 * books keep every payment; the server keeps the invoice's paid amount as the sum of its payments.
 * A payment entered by mistake is reversed by a second entry of the negated amount.
 */
export default defineResource({
  name: 'invoicePayment',
  path: 'invoice-payment',
  table: 'invoice_payment',
  api: apiUnder('invoice-payment'),
  fields: {
    invoice: reference('invoice', { required: true }),
    date: date({ required: true }),
    amount: decimal({ required: true, positive: true, max: 999_999_999, money: true }),
    check: text({ max: 255 }),
    notes: text({ max: 2000, multiline: true, list: false }),
    // Set by "Reverse" only: this entry takes back that payment, its amount negated (docs/domain-rules.md#payments).
    reverses: reference('invoicePayment', { readOnly: true, list: false, filter: false }),
  },
  operations: ['list', 'get', 'create'],
  permissions: { read: 'invoiceRead', create: 'invoiceEdit' },
  labelField: 'check',
  defaultOrder: 'date_DESC',
});
