/** The start-up check of the declarations (resources/kit/compile.ts): each mistake stops the app, named. */
import { describe, expect, test } from 'vitest';
import { catalogues } from '../../i18n';
import { resourceList } from '../../resources';
import { formList } from '../../resources/forms';
import { compileResources, DeclarationError, type DeclarationContext } from '../../resources/kit/compile';
import { choice, defineForm, defineResource, reference, referencedBy, rows, text } from '../../resources/kit/fields';
import { permissions } from '../../resources/kit/permissions';
import { resourceIcons } from '../../src/layout/menu-icons';
import type { ResourceDefinition } from '../../resources/kit/types';

const customer = defineResource({ name: 'customer', fields: { name: text() }, permissions: {}, labelField: 'name' });
const order = defineResource({
  name: 'order',
  fields: { customer: reference('customer'), po: text() },
  permissions: {},
  labelField: 'po',
});
// Declarations as a run-time built one (profile.ts) or a loosely typed one could hold them: tsc passes these.
const loose = (resource: ResourceDefinition, change: Record<string, unknown>) =>
  ({ ...resource, ...change }) as ResourceDefinition;

function problemsOf(list: ResourceDefinition[], context?: DeclarationContext): string[] {
  try {
    compileResources(list, context);
  } catch (error) {
    expect(error).toBeInstanceOf(DeclarationError);
    return (error as DeclarationError).problems;
  }
  throw new Error('compileResources accepted the declarations');
}

describe('compileResources', () => {
  test("the app's own declarations compile, and are found by name", () => {
    const compiled = compileResources(resourceList, {
      permissions: Object.keys(permissions),
      catalogues,
      icons: Object.keys(resourceIcons),
      forms: formList,
    });
    expect(compiled.byName.get('invoice')?.name).toBe('invoice');
    expect(compiled.list).toHaveLength(resourceList.length);
  });

  test('a reference to an undeclared resource names the resource and field', () => {
    expect(problemsOf([order])).toEqual(['order.customer: references "customer", which is not a declared resource']);
  });

  test("a rows field's reference is checked too", () => {
    const kit = defineResource({
      name: 'kit',
      fields: { name: text(), parts: rows({ part: reference('part') }, { max: 5 }) },
      permissions: {},
      labelField: 'name',
    });
    expect(problemsOf([kit])).toEqual(['kit.parts.part: references "part", which is not a declared resource']);
  });

  test('a referencedBy whose via is not a reference back is refused', () => {
    const withOrders = defineResource({
      name: 'customer',
      fields: { name: text(), orders: referencedBy('order', 'po') },
      permissions: {},
      labelField: 'name',
    });
    expect(problemsOf([withOrders, order])).toEqual(['customer.orders: "order.po" is not a reference to customer']);
  });

  test('a label field that is not a field', () => {
    expect(problemsOf([customer, loose(order, { labelField: 'number' })])).toEqual([
      'order.labelField: "number" is not a field of order',
    ]);
  });

  test('an export field that is not a field (id and timestamps are)', () => {
    expect(problemsOf([customer, loose(order, { exportFields: ['id', 'po', 'pos', 'createdAt'] })])).toEqual([
      'order.exportFields: "pos" is not a field of order',
    ]);
  });

  test('a default order on no field, or without a direction', () => {
    expect(problemsOf([customer, loose(order, { defaultOrder: 'total_DESC' })])).toEqual([
      'order.defaultOrder: "total" is not a sortable field of order',
    ]);
    expect(problemsOf([customer, loose(order, { defaultOrder: 'po' })])).toEqual([
      'order.defaultOrder: "po" is not <field>_ASC or <field>_DESC',
    ]);
    // Without timestamps a record has no createdAt to order by.
    expect(problemsOf([customer, loose(order, { timestamps: false, defaultOrder: 'createdAt_DESC' })])).toEqual([
      'order.defaultOrder: "createdAt" is not a sortable field of order',
    ]);
  });

  test('a default filter names a list filter and, for a choice, one of its options', () => {
    const ticket = defineResource({
      name: 'ticket',
      fields: { title: text(), status: choice(['open', 'closed']), secret: text({ filter: false }) },
      permissions: {},
      labelField: 'title',
      defaultFilter: { status: 'open' },
    });
    expect(compileResources([ticket]).byName.get('ticket')).toBe(ticket);
    expect(problemsOf([loose(ticket, { defaultFilter: { status: 'shut', secret: 'x', colour: 'red' } })])).toEqual([
      'ticket.defaultFilter: "shut" is not an option of status',
      'ticket.defaultFilter: "secret" is not a list filter of ticket',
      'ticket.defaultFilter: "colour" is not a list filter of ticket',
    ]);
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
    expect(error?.message).toBe(
      [
        'Resource declarations are inconsistent:',
        '  - order.customer: references "customer", which is not a declared resource',
        '  - order.labelField: "x" is not a field of order',
      ].join('\n'),
    );
  });

  test('a permission named nowhere in resources/kit/permissions.ts, as a cast or a run-time declaration could give', () => {
    const rack = loose(customer, { name: 'rack', permissions: { read: 'rackRead', create: 'customerCreate' } });
    expect(problemsOf([rack], { permissions: Object.keys(permissions) })).toEqual([
      'rack.permissions.read: "rackRead" is not a permission of resources/kit/permissions.ts',
    ]);
  });

  describe('labels: each catalogue holds every key the screens translate', () => {
    const tank = defineResource({
      name: 'tank',
      fields: { name: text(), state: choice(['ok', 'low'], { optionLabels: 'choices.level' }) },
      permissions: {},
      labelField: 'name',
      operations: ['list', 'destroy'],
    });
    const labels = {
      resources: {
        tank: {
          name: 'Tank |||| Tanks',
          fields: { id: 'Id', name: 'Name', state: 'State', createdAt: 'Created', updatedAt: 'Updated' },
        },
      },
      entities: { tank: { destroy: { success: 'Deleted' }, destroyAll: { success: 'Deleted' } } },
      choices: { level: { ok: { label: 'OK' }, low: { label: 'Low' } } },
    };
    const without = (path: string[]) => {
      const copy = structuredClone(labels) as Record<string, unknown>;
      const parent = path
        .slice(0, -1)
        .reduce((node, key) => (node as Record<string, unknown>)[key], copy as unknown) as Record<string, unknown>;
      delete parent[path[path.length - 1]];
      return copy;
    };

    test('a complete catalogue passes', () => {
      expect(compileResources([tank], { catalogues: { en: labels, 'pt-BR': labels } }).list).toEqual([tank]);
    });

    test("a field's label, an option's label, the name and the delete notices, named with their catalogue", () => {
      expect(
        problemsOf([tank], { catalogues: { en: labels, 'pt-BR': without(['resources', 'tank', 'fields', 'state']) } }),
      ).toEqual(['tank: no label "resources.tank.fields.state" in i18n/pt-BR.ts']);
      expect(problemsOf([tank], { catalogues: { en: without(['choices', 'level', 'low']) } })).toEqual([
        'tank: no label "choices.level.low.label" in i18n/en.ts',
      ]);
      expect(problemsOf([tank], { catalogues: { en: without(['resources', 'tank', 'name']) } })).toEqual([
        'tank: no label "resources.tank.name" in i18n/en.ts',
      ]);
      expect(problemsOf([tank], { catalogues: { en: without(['entities', 'tank']) } })).toEqual([
        'tank: no label "entities.tank.destroy.success" in i18n/en.ts',
        'tank: no label "entities.tank.destroyAll.success" in i18n/en.ts',
      ]);
    });

    test('the save notice where the resource is created or edited; a key holding %{value} names each option', () => {
      const editable = { ...tank, operations: ['create', 'destroy'] } as ResourceDefinition;
      expect(problemsOf([editable], { catalogues: { en: labels } })).toEqual([
        'tank: no label "entities.tank.save.success" in i18n/en.ts',
      ]);
      const named = defineResource({
        name: 'tank',
        fields: { name: text(), state: choice(['ok'], { optionLabels: 'resources.%{value}.name' }) },
        permissions: {},
        labelField: 'name',
        operations: ['list'],
      });
      expect(problemsOf([named], { catalogues: { en: labels } })).toEqual([
        'tank: no label "resources.ok.name" in i18n/en.ts',
      ]);
    });
  });

  test('a resource in the side menu without its icon', () => {
    const menu = defineResource({
      name: 'rack',
      fields: { name: text() },
      permissions: {},
      labelField: 'name',
      menu: { order: 1 },
    });
    expect(problemsOf([customer, menu], { icons: ['customer'] })).toEqual([
      'rack.menu: no icon for "rack" in src/layout/menu-icons.tsx',
    ]);
  });

  test("a form-only declaration's permission and labels", () => {
    const form = defineForm({ name: 'rackMove', fields: { notes: text() }, permission: 'rackEdit' as 'customerEdit' });
    expect(problemsOf([], { permissions: Object.keys(permissions), catalogues: { en: {} }, forms: [form] })).toEqual([
      'forms/rackMove.permission: "rackEdit" is not a permission of resources/kit/permissions.ts',
      'forms/rackMove: no label "resources.rackMove.fields.notes" in i18n/en.ts',
    ]);
  });
});
