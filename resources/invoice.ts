import {
  choice,
  date,
  decimal,
  defineResource,
  documentUrl,
  entityPermissions,
  reference,
  sequence,
  text,
} from './kit/fields';
import { chargeNoteFields } from './kit/fiscal-note-fields';
import { optionNames } from './kit/option-names';

export const invoiceStatuses = ['Pending', 'Paid', 'Expired', 'Void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** Code names a status through this (invoiceStatus.Void), never as a bare string. */
export const invoiceStatus = optionNames(invoiceStatuses);

/**
 * Bills one packing list. The server keeps total, due date, what was paid and status:
 * a client may only choose Void, and a Void invoice is read-only.
 */
export default defineResource({
  name: 'invoice',
  fields: {
    valueID: sequence(),
    status: choice(invoiceStatuses, {
      required: true,
      default: 'Pending',
      choosable: ['Void'],
      optionLabels: 'choices.invoiceStatus',
    }),
    date: date({ required: true }),
    dueDate: date({ readOnly: true }),
    // Its customer and part are the packing list's.
    packing: reference('packing', { required: true, matches: ['customer', 'product'] }),
    customer: reference('customer', { required: true }),
    product: reference('product', { required: true, matches: ['customer'] }),
    // The latest payment's date and check number: payments are recorded as invoicePayment entries.
    // Unit price, payment date and check stay off the list (its page has them) so it fits 1366 px.
    paymentDate: date({ readOnly: true, list: false }),
    // Taken from the product's price when left empty.
    unitPrice: decimal({ min: 0, max: 999_999_999, money: true, list: false }),
    total: decimal({ readOnly: true, money: true }),
    check: text({ max: 255, readOnly: true, list: false }),
    // The sum of the invoice's payments.
    paid: decimal({ readOnly: true, money: true }),
    // What is still owed, kept by the database; off the list, which has total and paid, to fit 1366 px.
    balance: decimal({ readOnly: true, money: true, difference: ['total', 'paid'], list: false }),
    url: documentUrl(),
    // The shop's note charging for the work: an NF-e (industrialização) or an NFS-e (a service), in
    // Brazil (docs/domain-rules.md#fiscal-notes). An NFS-e's key is its verification code, free text.
    ...chargeNoteFields(),
    // Why it was voided: required with the status Void, given only then (server/services/billing/invoice-hooks.ts),
    // printed on the VOID invoice and kept in the audit log.
    voidReason: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: entityPermissions('invoice'),
  labelField: 'valueID',
  exportFields: [
    'valueID',
    'status',
    'date',
    // The spec's columns, with what a bookkeeper reads an invoice by: its total, due date and balance.
    'total',
    'dueDate',
    'packing',
    'paymentDate',
    'check',
    'paid',
    'balance',
    'url',
    'createdAt',
    'updatedAt',
  ],
  defaultOrder: 'valueID_DESC',
  // On a phone: whose invoice, how much and when it is due (issue 41).
  card: {
    primary: ['valueID', 'customer'],
    secondary: ['total', 'dueDate'],
    tertiary: ['product', 'paid'],
    status: 'status',
  },
  // A payment's invoice is found by its customer and part; those still to be paid come first.
  picker: {
    search: ['customer', 'product'],
    show: ['customer', 'product', 'total', 'dueDate', 'status'],
    open: { among: { status: [invoiceStatus.Pending, invoiceStatus.Expired] } },
  },
  menu: { order: 70 },
});
