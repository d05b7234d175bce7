/**
 * The declarations' types (resources/kit/types.ts, record-types.ts): a misnamed label field, export
 * column, default order or reference target fails `npm run typecheck`. Each `@ts-expect-error`
 * line below fails tsc if it ever compiles; the runtime checks are compile.ts's (compile-resources.test.ts).
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { resources, type RecordOf, type ResourceName, type StoredColumnsOf, type StoredRowOf } from '../../resources';
import { defineResource, entityPermissions, reference, text } from '../../resources/kit/fields';
import type { Assert, ReferencesResolve } from '../../resources/kit/record-types';
import { customViews, customViewsOf } from '../../src/custom';
import { menuIcon, resourceIcons } from '../../src/layout/menu-icons';
import type { CustomViews } from '../../src/views/custom-views';

const fields = { name: text(), customer: reference('customer') };

describe('declaration types', () => {
  test('label field, export fields and default order must name fields', () => {
    // @ts-expect-error 'nam' is not a field
    defineResource({ name: 'typo', fields, permissions: {}, labelField: 'nam' });
    // @ts-expect-error 'nmae' is not a field
    defineResource({ name: 'typo', fields, permissions: {}, labelField: 'name', exportFields: ['id', 'nmae'] });
    // @ts-expect-error 'nme' is not a field
    defineResource({ name: 'typo', fields, permissions: {}, labelField: 'name', defaultOrder: 'nme_ASC' });
    // @ts-expect-error an order needs its direction
    defineResource({ name: 'typo', fields, permissions: {}, labelField: 'name', defaultOrder: 'name' });
    const fine = defineResource({
      name: 'fine',
      fields,
      permissions: {},
      labelField: 'name',
      exportFields: ['id', 'name', 'createdAt'],
      defaultOrder: 'name_DESC',
    });
    expectTypeOf(fine.labelField).toEqualTypeOf<'name' | 'customer'>();
    expect(fine.defaultOrder).toBe('name_DESC');
  });

  test("a permission named nowhere fails to compile, as the spec's entity set or as a name", () => {
    // @ts-expect-error 'rack' holds no permissions in resources/kit/permissions.ts (no rackRead)
    entityPermissions('rack');
    // @ts-expect-error 'rackRead' is not a permission
    defineResource({ name: 'rack', fields, permissions: { read: 'rackRead' }, labelField: 'name' });
    expect(entityPermissions('customer').read).toBe('customerRead');
  });

  test('a reference to an undeclared resource fails where resources are listed', () => {
    const _typo = {
      order: defineResource({
        name: 'order',
        fields: { customer: reference('custmer') },
        permissions: {},
        labelField: 'customer',
      }),
    };
    // @ts-expect-error "custmer" is not a declared resource
    type Fails = Assert<ReferencesResolve<typeof _typo>>;
    expectTypeOf<ReferencesResolve<typeof _typo>>().toEqualTypeOf<{ unknownReferenceTarget: 'custmer' }>();
    expectTypeOf<ReferencesResolve<typeof resources>>().toEqualTypeOf<true>();
    expectTypeOf<Fails>().not.toBeAny();
  });

  test("a resource's record and stored row are derived from its fields", () => {
    // Required (its column NOT NULL): never null; optional: may be.
    expectTypeOf<RecordOf<'customer'>['name']>().toEqualTypeOf<string>();
    expectTypeOf<StoredRowOf<'shipper'>['customer']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'customer'>['address']>().toEqualTypeOf<string | null>();
    expectTypeOf<RecordOf<'invoice'>['paid']>().toEqualTypeOf<number | null>();
    expectTypeOf<RecordOf<'user'>['roles']>().toEqualTypeOf<string[]>();
    expectTypeOf<StoredRowOf<'invoice'>['paid']>().toEqualTypeOf<string | number | null>();
    // Numbered by the server on create, so never null once stored.
    expectTypeOf<StoredRowOf<'invoice'>['valueID']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<'packing'>['valueID']>().toEqualTypeOf<number>();
    expectTypeOf<StoredRowOf<'recipe'>['ingredients'][number]['quantity']>().toEqualTypeOf<number | null>();
    // A table declared without timestamps has no createdAt to select, in its record or its columns.
    expectTypeOf<StoredColumnsOf<'customer'>['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<StoredColumnsOf<'auditLog'>>().not.toHaveProperty('createdAt');
    expectTypeOf<RecordOf<'auditLog'>>().not.toHaveProperty('updatedAt');
    expectTypeOf<RecordOf<'invoice'>['createdAt']>().toEqualTypeOf<string>();
    // @ts-expect-error a customer has no field 'nmae'
    expectTypeOf<RecordOf<'customer'>['nmae']>().toBeString();
    expect(Object.keys(resources.customer.fields)).toContain('name');
  });

  test('the custom-view and menu-icon registries are keyed by resource name', () => {
    type ViewsByResource = typeof customViews;
    type IconsByResource = typeof resourceIcons;
    // @ts-expect-error 'custmer' is not a resource
    const _views: ViewsByResource = { custmer: {} satisfies CustomViews };
    // @ts-expect-error 'invoce' is not a resource
    const _icons: IconsByResource = { invoce: () => null };
    expect([_views, _icons]).toHaveLength(2);
    expectTypeOf<keyof ViewsByResource>().toEqualTypeOf<ResourceName>();
    expectTypeOf<keyof IconsByResource>().toEqualTypeOf<ResourceName>();
    expect(customViewsOf('invoice')?.show).toBeDefined();
    expect(customViewsOf('customer')).toBeUndefined();
    // Every resource with a menu entry has its own icon, not the fallback folder.
    for (const resource of Object.values(resources).filter((r) => r.menu)) {
      expect(menuIcon(resource.name), resource.name).toBe(resourceIcons[resource.name]);
    }
  });
});
