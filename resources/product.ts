import { decimal, defineResource, entityPermissions, images, integer, reference, text } from './kit/fields';

/** A part a customer sends for plating; its inventory is the count on hand. */
export default defineResource({
  name: 'product',
  fields: {
    part: text({ required: true, max: 255 }),
    customer: reference('customer', { required: true }),
    po: text({ max: 255 }),
    serial: text({ max: 255 }),
    name: text({ max: 255 }),
    description: text({ max: 21845, multiline: true, list: false }),
    price: decimal({ min: 0, scale: 2 }),
    // Moved by shippers and packing lists; editable for stock-taking.
    inventory: integer(),
    // Spec section 9: at most 3 photos of at most 1,000,000 bytes each, stored under product/photos.
    photos: images({ max: 3, maxBytes: 1_000_000, exported: true }),
  },
  permissions: entityPermissions('product'),
  labelField: 'part',
  defaultOrder: 'part_ASC',
  menu: { icon: 'product', order: 80 },
});
