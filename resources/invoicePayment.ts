import { apiUnder, date, decimal, defineResource, reference, text } from './kit/fields';

/**
 * Money received against an invoice. A ledger: recorded and viewed, never edited or deleted, so the
 * books keep every payment; the server keeps the invoice's paid amount as the sum of its payments.
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
  },
  operations: ['list', 'get', 'create'],
  permissions: { read: 'invoiceRead', create: 'invoiceEdit' },
  labelField: 'check',
  defaultOrder: 'date_DESC',
});
