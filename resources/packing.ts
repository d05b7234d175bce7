import {
  choice,
  dateToday,
  defineResource,
  documentUrl,
  entityPermissions,
  integer,
  reference,
  sequence,
  text,
} from './kit/fields';
import { fiscalNoteFields } from './kit/fiscal-note-fields';
import { optionNames } from './kit/option-names';

export const packingStatuses = ['Active', 'Void'] as const;
export type PackingStatus = (typeof packingStatuses)[number];
/** Code names a status through this (packingStatus.Active), never as a bare string. */
export const packingStatus = optionNames(packingStatuses);

/** Parts shipped back to the customer, taken from one shipper. */
export default defineResource({
  name: 'packing',
  fields: {
    valueID: sequence(),
    status: choice(packingStatuses, { required: true, default: 'Active', optionLabels: 'choices.packingStatus' }),
    date: dateToday({ required: true }),
    notes: text({ max: 2000, multiline: true, list: false }),
    po: text({ max: 255 }),
    rma: text({ max: 255 }),
    customer: reference('customer', { required: true }),
    // Its customer and part are the shipper's (docs/domain-rules.md#packing-lists).
    shipper: reference('shipper', { required: true, matches: ['customer', 'product'] }),
    product: reference('product', { required: true, matches: ['customer'] }),
    // The job whose parts it ships, one of its shipper's (docs/domain-rules.md#jobs).
    job: reference('job', { matches: ['shipper'] }),
    quantity: integer({ required: true, min: 1 }),
    // The shop's NF-e returning the parts, a retorno de industrialização (docs/domain-rules.md#fiscal-notes).
    ...fiscalNoteFields(),
    // Its non-void invoice, set by the server when one bills it (docs/domain-rules.md#packing-lists).
    invoice: reference('invoice', { readOnly: true }),
    // What its slip prints of the shipper, as it stood when this packing list was made or last edited:
    // a later packing list never changes a printed slip (server/services/parts-flow/packing-hooks.ts).
    received: integer({ readOnly: true, list: false }),
    remaining: integer({ readOnly: true, list: false }),
    url: documentUrl(),
    // One certificate of conformance per packing list (server/services/documents/certificate-pdf.ts).
    certificateUrl: { ...documentUrl('certificate'), list: false },
  },
  permissions: entityPermissions('packing'),
  labelField: 'valueID',
  exportFields: [
    'valueID',
    'date',
    'po',
    'rma',
    'shipper',
    'customer',
    'product',
    'quantity',
    'invoice',
    'certificateUrl',
  ],
  defaultOrder: 'valueID_DESC',
  // Billing clerks find a packing list by its customer and PO; the Active ones not yet billed come first.
  picker: {
    search: ['po', 'rma', 'customer', 'product'],
    show: ['customer', 'product', 'po', 'quantity', 'date'],
    open: { empty: ['invoice'], equals: { status: 'Active' } },
  },
  // On a phone: whose parts, how many, and the invoice once billed.
  card: {
    primary: ['valueID', 'customer'],
    secondary: ['product', 'quantity'],
    tertiary: ['date', 'invoice'],
    status: 'status',
  },
  menu: { order: 60 },
});
