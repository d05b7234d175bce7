/** The table of docs/domain-rules.md#roles-and-permissions, written out literally and compared with resources/kit/permissions.ts. */
import { describe, expect, test } from 'vitest';
import { hasPermission, permissions, roles, type Permission } from '../../resources/kit/permissions';

const entities = ['customer', 'shipper', 'packing', 'invoice', 'product'] as const;

const expectedRoles = [
  'owner',
  'editor',
  'viewer',
  'auditLogViewer',
  'iamSecurityReviewer',
  'entityEditor',
  'entityViewer',
  'customerEditor',
  'customerViewer',
  'shipperEditor',
  'shipperViewer',
  'packingEditor',
  'packingViewer',
  'invoiceEditor',
  'invoiceViewer',
  'productEditor',
  'productViewer',
];
/** Beyond the spec's 17 (docs/decisions.md#quality-roles). */
const qualityRoles = ['qualityManager', 'labTechnician'];

const autocompleteExtras: Record<(typeof entities)[number], string[]> = {
  customer: ['shipperEditor', 'shipperViewer'],
  packing: ['invoiceEditor', 'invoiceViewer'],
  product: ['shipperEditor', 'shipperViewer', 'packingEditor', 'packingViewer'],
  shipper: [],
  invoice: [],
};

function expectedTable(): Record<string, string[]> {
  const table: Record<string, string[]> = {
    iamEdit: ['owner', 'iamSecurityReviewer', 'editor'],
    iamCreate: ['owner', 'iamSecurityReviewer', 'editor'],
    iamImport: ['owner', 'iamSecurityReviewer', 'editor'],
    iamRead: ['owner', 'iamSecurityReviewer', 'editor', 'viewer'],
    iamUserAutocomplete: ['owner', 'editor', 'viewer'],
    auditLogRead: ['owner', 'auditLogViewer', 'viewer'],
    settingsEdit: ['owner'],
    // docs/decisions.md#chemistry-fields: the chemistry permissions the spec leaves open.
    recipeCreate: ['owner', 'editor', 'entityEditor'],
    recipeEdit: ['owner', 'editor', 'entityEditor'],
    recipeDestroy: ['owner', 'editor', 'entityEditor'],
    chemicalCreate: ['owner', 'editor', 'entityEditor'],
    chemicalsEdit: ['owner', 'editor', 'entityEditor'],
    chemicalDestroy: ['owner', 'editor', 'entityEditor'],
  };
  for (const x of entities) {
    const editors = ['owner', 'editor', 'entityEditor', `${x}Editor`];
    // The spec's XRead list leaves entityViewer out; we follow it.
    const readers = ['owner', 'editor', 'viewer', 'entityEditor', `${x}Editor`, `${x}Viewer`];
    for (const action of ['Import', 'Create', 'Edit', 'Destroy']) table[`${x}${action}`] = editors;
    table[`${x}Read`] = readers;
    table[`${x}Autocomplete`] = [...readers, ...autocompleteExtras[x]];
  }
  // Reading chemistry: invoiceRead's roles, under its own name, and the quality department's.
  table.chemistryRead = [...table.invoiceRead, ...qualityRoles];
  // The quality department inspects packing lists and releases their certificates from their page.
  table.packingRead = [...table.packingRead, ...qualityRoles];
  table.packingAutocomplete = [...table.packingAutocomplete, ...qualityRoles];
  const chemistryEditors = ['owner', 'editor', 'entityEditor'];
  const qualityReaders = ['owner', 'editor', 'viewer', ...qualityRoles];
  Object.assign(table, {
    tankEdit: [...chemistryEditors, 'qualityManager'],
    bathRecord: [...chemistryEditors, ...qualityRoles],
    qualityRead: qualityReaders,
    qualityEdit: ['owner', 'qualityManager'],
    qualityRecord: ['owner', ...qualityRoles],
    specificationAutocomplete: [...qualityReaders, 'entityEditor', 'productEditor'],
    instrumentAutocomplete: [...qualityReaders, 'entityEditor'],
    certificateRelease: ['owner', 'qualityManager'],
    // docs/domain-rules.md#jobs: jobs are read by whoever handles the parts, and the quality department.
    jobRead: [
      'owner',
      'editor',
      'viewer',
      'entityEditor',
      'shipperEditor',
      'shipperViewer',
      'packingEditor',
      'packingViewer',
      ...qualityRoles,
    ],
    jobEdit: ['owner', 'editor', 'entityEditor', 'shipperEditor', 'packingEditor', 'qualityManager'],
    jobStepRecord: ['owner', 'editor', 'entityEditor', 'shipperEditor', 'packingEditor', 'qualityManager'],
  });
  return table;
}

describe('roles and permissions (docs/domain-rules.md#roles-and-permissions)', () => {
  test('the role dictionary', () => {
    expect([...roles].sort()).toEqual([...expectedRoles, ...qualityRoles].sort());
  });

  test("the spec's 17 roles read chemistry exactly as they read invoices", () => {
    const spec = (permission: Permission) =>
      roles.filter((r) => !qualityRoles.includes(r) && hasPermission([r], permission));
    expect(spec('chemistryRead')).toEqual(spec('invoiceRead'));
  });

  test("the spec's 17 roles read packing lists exactly as the spec says", () => {
    const spec = (permission: Permission) =>
      roles.filter((r) => !qualityRoles.includes(r) && hasPermission([r], permission));
    expect(spec('packingRead')).toEqual([
      'owner',
      'editor',
      'viewer',
      'entityEditor',
      'packingEditor',
      'packingViewer',
    ]);
  });

  test('exactly the permissions of the table, nothing more', () => {
    expect(Object.keys(permissions).sort()).toEqual(Object.keys(expectedTable()).sort());
  });

  for (const [permission, allowed] of Object.entries(expectedTable())) {
    test(`${permission}: ${allowed.join(', ')}`, () => {
      expect([...permissions[permission as Permission]].sort()).toEqual([...allowed].sort());
      for (const role of roles) {
        expect(hasPermission([role], permission as Permission), role).toBe(allowed.includes(role));
      }
    });
  }

  test('entityViewer reads nothing (the spec leaves it out of every XRead list)', () => {
    for (const x of entities) expect(hasPermission(['entityViewer'], `${x}Read` as Permission)).toBe(false);
  });

  test('a check passes when any one of the roles is allowed', () => {
    expect(hasPermission(['customerViewer', 'auditLogViewer'], 'auditLogRead')).toBe(true);
    expect(hasPermission(['customerViewer', 'auditLogViewer'], 'customerEdit')).toBe(false);
    expect(hasPermission([], 'customerRead')).toBe(false);
    expect(hasPermission(['notARole'], 'customerRead')).toBe(false);
  });
});
