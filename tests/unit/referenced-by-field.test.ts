/** A field computed from the records that reference this one (a shipper's packing lists): shown, exported, never written. */
import { describe, expect, it } from 'vitest';
import shipper from '../../resources/shipper';
import {
  exportFields,
  filterSpecs,
  importFields,
  listFields,
  parseOrderBy,
  referencedByFields,
  sortableFields,
  writableFields,
} from '../../resources/kit/derive';
import { resourceTables } from '../../server/db/tables';

const names = (fields: [string, unknown][]) => fields.map(([name]) => name);

describe("a shipper's packing lists", () => {
  it('are a list column and an export column, after the part number', () => {
    expect(names(listFields(shipper))).toContain('packing');
    const exported = names(exportFields(shipper));
    // After the part number and what was packed from it, before the quantity received.
    expect(exported.slice(exported.indexOf('product'), exported.indexOf('product') + 4)).toEqual([
      'product',
      'packed',
      'packing',
      'quantity',
    ]);
    expect(referencedByFields(shipper)).toEqual([
      ['packing', expect.objectContaining({ resource: 'packing', via: 'shipper', only: { status: 'Active' } })],
    ]);
  });

  it('are never written: not in forms, the import template, filters or sorts', () => {
    expect(names(writableFields(shipper))).not.toContain('packing');
    expect(names(importFields(shipper))).not.toContain('packing');
    expect(Object.keys(filterSpecs(shipper))).not.toContain('packing');
    expect(sortableFields(shipper)).not.toContain('packing');
    expect(parseOrderBy(shipper, 'packing_ASC')).toBeNull();
  });

  it('have no column: computed on read, so no migration', () => {
    expect(Object.keys(resourceTables.shipper)).not.toContain('packing');
    expect(Object.keys(resourceTables.shipper)).toContain('packed');
  });
});
