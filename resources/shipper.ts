import {
  dateToday,
  defineResource,
  entityPermissions,
  integer,
  reference,
  referencedBy,
  sequence,
  text,
} from './kit/fields';
import { fiscalNoteFields } from './kit/fiscal-note-fields';
import { packingStatus } from './packing';

/** A customer's parts received (their shipping document). */
export default defineResource({
  name: 'shipper',
  fields: {
    valueID: sequence(),
    date: dateToday({ required: true }),
    po: text({ max: 255 }),
    rma: text({ max: 255 }),
    serial: text({ max: 255 }),
    // The customer's NF-e that sent the parts, a remessa para industrialização (docs/domain-rules.md#fiscal-notes).
    ...fiscalNoteFields(),
    customer: reference('customer', { required: true }),
    product: reference('product', { required: true, matches: ['customer'] }),
    // What its Active packing lists took, kept by the server.
    packed: integer({ readOnly: true }),
    // The numbers of the Active packing lists that took from it, read with the record.
    packing: referencedBy('packing', 'shipper', { only: { status: packingStatus.Active } }),
    quantity: integer({ required: true, min: 1 }),
    // Parts still to pack, kept by the database: what a clerk decides by.
    remaining: integer({ readOnly: true, difference: ['quantity', 'packed'] }),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: entityPermissions('shipper'),
  labelField: 'valueID',
  // The spec's export list, plus what its packing lists took and which they are; the import columns
  // missing here (serial, notes) are added by exportFields (resources/kit/derive.ts).
  exportFields: [
    'id',
    'valueID',
    'date',
    'po',
    'rma',
    'customer',
    'product',
    'packed',
    'packing',
    'quantity',
    'remaining',
    'createdAt',
    'updatedAt',
  ],
  defaultOrder: 'valueID_DESC',
  // Shipping clerks find a shipper by its customer and PO; those with parts left to pack come first.
  picker: {
    search: ['po', 'rma', 'customer', 'product'],
    show: ['customer', 'product', 'po', 'date'],
    open: { below: ['packed', 'quantity'] },
  },
  // On a phone: whose parts, which, and how many are left to pack.
  card: { primary: ['valueID', 'customer'], secondary: ['product', 'po'], tertiary: ['date', 'remaining'] },
  menu: { order: 50 },
});
