/** What the views, routes, export and import derive from a resource declaration. */
import { describe, expect, test } from 'vitest';
import { auditedEntities, resourceList, resources } from '../../resources';
import {
  allFields,
  exportFields,
  filterSpecs,
  importFields,
  listFields,
  parseOrderBy,
  sortableFields,
  writableFields,
} from '../../resources/kit/derive';
import { date, decimal, defineResource, integer, json, reference, text } from '../../resources/kit/fields';
import { customerShaped as customer } from '../helpers/fixture-resources';

const { auditLog } = resources;
const names = (entries: [string, unknown][]) => entries.map(([name]) => name);

describe('a customer-shaped declaration (tests/helpers/fixture-resources.ts)', () => {
  test('filters: contains for text, exact for id and choices, ranges for timestamps', () => {
    const specs = filterSpecs(customer);
    expect(Object.fromEntries(Object.entries(specs).map(([k, s]) => [k, s.kind]))).toEqual({
      id: 'exact',
      name: 'contains',
      address: 'contains',
      phone: 'contains',
      email: 'contains',
      term: 'exact',
      language: 'exact',
      createdAtRange: 'range',
      updatedAtRange: 'range',
    });
    expect(specs.term.options).toEqual(['T30', 'T45', 'T60']);
    expect(specs.createdAtRange).toMatchObject({ field: 'createdAt', type: 'datetime' });
  });

  test('sortable fields', () => {
    expect(sortableFields(customer)).toEqual([
      'id',
      'name',
      'address',
      'phone',
      'email',
      'term',
      'language',
      'createdAt',
      'updatedAt',
    ]);
  });

  test('export: all fields (docs/product-spec.md#export)', () => {
    expect(names(exportFields(customer))).toEqual([
      'id',
      'name',
      'address',
      'phone',
      'email',
      'term',
      'language',
      'createdAt',
      'updatedAt',
    ]);
  });

  test('import and writable fields: the declared ones, no system fields', () => {
    expect(names(importFields(customer))).toEqual(['name', 'address', 'phone', 'email', 'term', 'language']);
    expect(names(writableFields(customer))).toEqual(['name', 'address', 'phone', 'email', 'term', 'language']);
  });

  test('list columns leave out id and updatedAt', () => {
    expect(names(listFields(customer))).toEqual(['name', 'address', 'phone', 'email', 'term', 'createdAt']);
  });

  test('orderBy: <field>_ASC|_DESC on a sortable field, default createdAt_DESC', () => {
    expect(parseOrderBy(customer, undefined)).toEqual({ field: 'createdAt', direction: 'DESC' });
    expect(parseOrderBy(customer, 'name_ASC')).toEqual({ field: 'name', direction: 'ASC' });
    for (const bad of ['name_asc', 'name', 'notAField_ASC', 'name_ASC;drop', '_ASC'])
      expect(parseOrderBy(customer, bad), bad).toBeNull();
  });
});

describe('invoice', () => {
  test("export: the spec's columns in the spec's order, and what a bookkeeper reads an invoice by", () => {
    const columns = names(exportFields(resources.invoice));
    const spec = [
      'valueID',
      'status',
      'date',
      'packing',
      'paymentDate',
      'check',
      'paid',
      'url',
      'createdAt',
      'updatedAt',
    ];
    expect(columns.filter((name) => spec.includes(name))).toEqual(spec);
    expect(columns).toEqual(expect.arrayContaining(['total', 'dueDate', 'balance']));
  });
});

describe('auditLog', () => {
  test('export order: timestamp, createdByEmail, entityName, action, entityId, values, id', () => {
    expect(names(exportFields(auditLog))).toEqual([
      'timestamp',
      'createdByEmail',
      'entityName',
      'action',
      'entityId',
      'values',
      'id',
    ]);
  });

  test('filters: no json filter, exact ids and names, a timestamp range', () => {
    const specs = filterSpecs(auditLog);
    expect(Object.values(specs).map((spec) => spec.field)).not.toContain('values');
    expect(specs).toMatchObject({
      id: { kind: 'exact' },
      timestampRange: { kind: 'range' },
      createdByEmail: { kind: 'contains' },
      entityNames: { kind: 'exact' },
      action: { kind: 'exact' },
      entityId: { kind: 'exact' },
      createdById: { kind: 'exact' },
    });
  });

  test('entityNames takes every audited resource, the settings and the demo data, nothing else', () => {
    const audited = resourceList.filter((r) => r !== auditLog).map((r) => r.name);
    expect([...auditedEntities].sort()).toEqual([...audited, 'settings', 'demoData'].sort());
    expect(filterSpecs(auditLog).entityNames).toMatchObject({ field: 'entityName', options: auditedEntities });
  });

  test('sortable: everything but json; default timestamp_DESC; nothing importable', () => {
    const notJson = allFields(auditLog)
      .filter(([, field]) => field.type !== 'json')
      .map(([name]) => name);
    expect(sortableFields(auditLog)).toEqual(notJson);
    expect(notJson).not.toContain('values');
    expect(parseOrderBy(auditLog, undefined)).toEqual({ field: 'timestamp', direction: 'DESC' });
    expect(importFields(auditLog)).toEqual([]);
    expect(names(allFields(auditLog))[0]).toBe('id');
  });
});

describe('a declaration with every field type', () => {
  const sample = defineResource({
    name: 'sample',
    fields: {
      label: text({ exact: true }),
      notes: text({ exported: false }),
      count: integer(),
      price: decimal(),
      day: date(),
      owner: reference('customer'),
      extra: json(),
      hidden: text({ filter: false }),
      computed: integer({ readOnly: true }),
    },
    permissions: {},
    labelField: 'label',
    exportFields: ['label', 'count', 'id'],
  });

  test('range filters for numbers and dates, exact for references and exact text', () => {
    const specs = filterSpecs(sample);
    expect(Object.keys(specs)).toEqual([
      'id',
      'label',
      'notes',
      'countRange',
      'priceRange',
      'dayRange',
      'owner',
      'computedRange',
      'createdAtRange',
      'updatedAtRange',
    ]);
    expect(specs.owner.kind).toBe('exact');
    expect(specs.label.kind).toBe('exact');
  });

  test('import leaves out read-only and non-exported fields; export follows exportFields', () => {
    expect(names(importFields(sample))).toEqual(['label', 'count', 'price', 'day', 'owner', 'extra', 'hidden']);
    // An importable resource exports every import column too, each after the declared field before it.
    expect(names(exportFields(sample))).toEqual(['label', 'count', 'price', 'day', 'owner', 'extra', 'hidden', 'id']);
    const notImported = { ...sample, operations: sample.operations.filter((op) => op !== 'import') };
    expect(names(exportFields(notImported))).toEqual(['label', 'count', 'id']);
    expect(() => exportFields({ ...sample, exportFields: ['nope'] })).toThrow(/unknown export field nope/);
  });

  test('defaults: table, path and export name from the name, every operation', () => {
    expect(sample).toMatchObject({
      table: 'sample',
      path: 'sample',
      exportName: 'sample',
      defaultOrder: 'createdAt_DESC',
    });
    expect(sample.operations).toEqual(['list', 'get', 'create', 'update', 'destroy', 'import', 'autocomplete']);
  });
});
