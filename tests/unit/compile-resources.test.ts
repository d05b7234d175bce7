/** The start-up check of the declarations (resources/kit/compile.ts): each mistake stops the app, named. */
import { describe, expect, test } from 'vitest';
import { resourceList } from '../../resources';
import { compileResources, DeclarationError } from '../../resources/kit/compile';
import { defineResource, reference, referencedBy, rows, text } from '../../resources/kit/fields';
import type { ResourceDefinition } from '../../resources/kit/types';

const customer = defineResource({ name: 'customer', fields: { name: text() }, permissions: {}, labelField: 'name' });
const order = defineResource({
  name: 'order', fields: { customer: reference('customer'), po: text() }, permissions: {}, labelField: 'po',
});
// Declarations as a run-time built one (profile.ts) or a loosely typed one could hold them: tsc passes these.
const loose = (resource: ResourceDefinition, change: Record<string, unknown>) => ({ ...resource, ...change }) as ResourceDefinition;

function problemsOf(list: ResourceDefinition[]): string[] {
  try {
    compileResources(list);
  } catch (error) {
    expect(error).toBeInstanceOf(DeclarationError);
    return (error as DeclarationError).problems;
  }
  throw new Error('compileResources accepted the declarations');
}

describe('compileResources', () => {
  test("the app's own declarations compile, and are found by name", () => {
    const compiled = compileResources(resourceList);
    expect(compiled.byName.get('invoice')?.name).toBe('invoice');
    expect(compiled.list).toHaveLength(resourceList.length);
  });

  test('a reference to an undeclared resource names the resource and field', () => {
    expect(problemsOf([order])).toEqual(['order.customer: references "customer", which is not a declared resource']);
  });

  test("a rows field's reference is checked too", () => {
    const kit = defineResource({
      name: 'kit', fields: { name: text(), parts: rows({ part: reference('part') }, { max: 5 }) }, permissions: {}, labelField: 'name',
    });
    expect(problemsOf([kit])).toEqual(['kit.parts.part: references "part", which is not a declared resource']);
  });

  test('a referencedBy whose via is not a reference back is refused', () => {
    const withOrders = defineResource({
      name: 'customer', fields: { name: text(), orders: referencedBy('order', 'po') }, permissions: {}, labelField: 'name',
    });
    expect(problemsOf([withOrders, order])).toEqual(['customer.orders: "order.po" is not a reference to customer']);
  });

  test('a label field that is not a field', () => {
    expect(problemsOf([customer, loose(order, { labelField: 'number' })]))
      .toEqual(['order.labelField: "number" is not a field of order']);
  });

  test('an export field that is not a field (id and timestamps are)', () => {
    expect(problemsOf([customer, loose(order, { exportFields: ['id', 'po', 'pos', 'createdAt'] })]))
      .toEqual(['order.exportFields: "pos" is not a field of order']);
  });

  test('a default order on no field, or without a direction', () => {
    expect(problemsOf([customer, loose(order, { defaultOrder: 'total_DESC' })]))
      .toEqual(['order.defaultOrder: "total" is not a sortable field of order']);
    expect(problemsOf([customer, loose(order, { defaultOrder: 'po' })]))
      .toEqual(['order.defaultOrder: "po" is not <field>_ASC or <field>_DESC']);
    // Without timestamps a record has no createdAt to order by.
    expect(problemsOf([customer, loose(order, { timestamps: false, defaultOrder: 'createdAt_DESC' })]))
      .toEqual(['order.defaultOrder: "createdAt" is not a sortable field of order']);
  });

  test('a name declared twice', () => {
    expect(problemsOf([customer, customer])).toEqual(['customer: declared twice']);
  });

  test('every problem at once, in one message naming each', () => {
    const error = (() => {
      try {
        compileResources([loose(order, { labelField: 'x' })]);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toBe([
      'Resource declarations are inconsistent:',
      '  - order.customer: references "customer", which is not a declared resource',
      '  - order.labelField: "x" is not a field of order',
    ].join('\n'));
  });
});
