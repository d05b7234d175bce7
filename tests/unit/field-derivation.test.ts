/** Adding a field is one edit in resources/: every derived surface picks it up. */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerShaped as customer } from '../helpers/fixture-resources';
import {
  exportFields,
  filterSpecs,
  importFields,
  listFields,
  sortableFields,
  writableFields,
} from '../../resources/kit/derive';
import { defineResource, integer, text } from '../../resources/kit/fields';
import { validateRecord } from '../../resources/kit/validation';
import { tableFor } from '../../server/db/tables';

const withWebsite = defineResource({
  ...customer,
  fields: { ...customer.fields, website: text({ max: 20 }), visits: integer({ min: 0 }) },
});
const names = (entries: [string, unknown][]) => entries.map(([name]) => name);

describe('a field declared once', () => {
  it('appears in list columns, filters, sort, export, import and form inputs', () => {
    expect(names(listFields(withWebsite))).toContain('website');
    expect(filterSpecs(withWebsite).website).toEqual({ field: 'website', kind: 'contains', type: 'string' });
    expect(filterSpecs(withWebsite).visitsRange).toEqual({ field: 'visits', kind: 'range', type: 'integer' });
    expect(sortableFields(withWebsite)).toContain('website');
    expect(names(exportFields(withWebsite))).toContain('website');
    expect(names(importFields(withWebsite))).toContain('website');
    expect(names(writableFields(withWebsite))).toContain('website');
  });

  it('is validated by its own rules', () => {
    const base = { name: 'Acme', email: 'a@acme.test', term: 'T30', address: null, phone: null };
    expect(validateRecord(withWebsite, { ...base, website: 'x'.repeat(21), visits: 1 }).errors.website).toEqual({
      key: 'validation.string.max',
      args: { max: { number: 20 } },
    });
    expect(validateRecord(withWebsite, { ...base, website: 'ok', visits: -1 }).errors.visits?.key).toBe(
      'validation.number.min',
    );
    expect(validateRecord(customer, { ...base, website: 'ok' }).errors._unknown?.key).toBe(
      'validation.object.noUnknown',
    );
  });

  it('becomes a column of the derived table', () => {
    const columns = getTableColumns(tableFor(withWebsite, {}));
    expect(columns.website.columnType).toBe('PgText');
    expect(columns.visits.columnType).toBe('PgInteger');
  });
});
