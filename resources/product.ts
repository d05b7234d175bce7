import { decimal, defineResource, entityPermissions, images, integer, reference, rows, text } from './kit/fields';
import { processStepFields } from './kit/jobs';

/** A part a customer sends for plating; its inventory is the count on hand, a ledger the server keeps. */
export default defineResource({
  name: 'product',
  fields: {
    part: text({ required: true, max: 255 }),
    customer: reference('customer', { required: true }),
    po: text({ max: 255 }),
    serial: text({ max: 255 }),
    name: text({ max: 255 }),
    description: text({ max: 21845, multiline: true, list: false }),
    // The specifications the part is processed to, each named "AMS 2404 Rev. F" (resources/specification.ts).
    specifications: rows({ specification: reference('specification', { required: true }) }, { max: 10, list: false }),
    // Free-text process notes ("Electroless nickel per AMS 2404, Class 2"), kept as the certificate's wording.
    specification: text({ max: 1000, multiline: true, list: false }),
    // How the part is processed, step by step: a job copies it when it is made (resources/job.ts).
    process: rows(processStepFields, { max: 30, list: false }),
    price: decimal({ min: 0, scale: 2, money: true }),
    // Parts on hand when the product was created or imported; fixed afterwards (corrections are stock adjustments).
    openingStock: integer({ min: 0, max: 1_000_000_000, default: 0, list: false }),
    // Kept by the server alone: opening stock + received - shipped + stock adjustments, never below zero
    // (server/services/parts-flow/inventory.ts). Exported, never imported.
    inventory: integer({ readOnly: true, exported: true }),
    // docs/product-spec.md#constants: at most 3 photos of at most 1,000,000 bytes each, stored under product/photos.
    photos: images({ max: 3, maxBytes: 1_000_000, exported: true }),
  },
  permissions: entityPermissions('product'),
  labelField: 'part',
  naturalKeys: [['part', 'customer']],
  defaultOrder: 'part_ASC',
  // A part is found by its number, its name or its customer's, and shown with the two.
  picker: { search: ['name', 'customer'], show: ['name', 'customer'] },
  menu: { order: 80 },
});
