/**
 * docs/domain-rules.md#roles-and-permissions: the role dictionary and who holds each permission.
 * The server guard and the client's authProvider.canAccess both read this table.
 */
export const roles = [
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
] as const;

export type Role = (typeof roles)[number];

/** The spec's entities, each with its XRead, XCreate, ... permissions and XEditor/XViewer roles. */
export const permissionEntities = ['customer', 'shipper', 'packing', 'invoice', 'product'] as const;
export type Entity = (typeof permissionEntities)[number];

/** An entity's own roles: a sixth entity without its roles in `roles` fails tsc here. */
const entityRole = (entity: Entity, kind: 'Editor' | 'Viewer'): Role =>
  `${entity}${kind}` satisfies `${Entity}${'Editor' | 'Viewer'}`;

const autocompleteExtras: Record<Entity, Role[]> = {
  customer: ['shipperEditor', 'shipperViewer'],
  packing: ['invoiceEditor', 'invoiceViewer'],
  product: ['shipperEditor', 'shipperViewer', 'packingEditor', 'packingViewer'],
  shipper: [],
  invoice: [],
};

export const entityActions = ['Import', 'Create', 'Edit', 'Destroy', 'Read', 'Autocomplete'] as const;
type EntityPermission<E extends Entity> = `${E}${(typeof entityActions)[number]}`;

// Typed explicitly: computed template keys would otherwise drop out of `Permission`.
function entityPermissions<E extends Entity>(entity: E): Record<EntityPermission<E>, Role[]> {
  const editors: Role[] = ['owner', 'editor', 'entityEditor', entityRole(entity, 'Editor')];
  // Exactly the spec's XRead list, which leaves entityViewer out.
  const readers: Role[] = [
    'owner',
    'editor',
    'viewer',
    'entityEditor',
    entityRole(entity, 'Editor'),
    entityRole(entity, 'Viewer'),
  ];
  const allowed = {
    Import: editors,
    Create: editors,
    Edit: editors,
    Destroy: editors,
    Read: readers,
    Autocomplete: [...readers, ...autocompleteExtras[entity]],
  };
  return Object.fromEntries(entityActions.map((action) => [`${entity}${action}`, allowed[action]])) as Record<
    EntityPermission<E>,
    Role[]
  >;
}

const iamEditors: Role[] = ['owner', 'iamSecurityReviewer', 'editor'];
// docs/decisions.md#chemistry-fields: chemistry permissions, which the spec leaves open.
const chemistryEditors: Role[] = ['owner', 'editor', 'entityEditor'];
const invoice = entityPermissions('invoice');

export const permissions = {
  iamEdit: iamEditors,
  iamCreate: iamEditors,
  iamImport: iamEditors,
  iamRead: [...iamEditors, 'viewer'],
  iamUserAutocomplete: ['owner', 'editor', 'viewer'],
  auditLogRead: ['owner', 'auditLogViewer', 'viewer'],
  settingsEdit: ['owner'],
  ...entityPermissions('customer'),
  ...entityPermissions('shipper'),
  ...entityPermissions('packing'),
  ...invoice,
  ...entityPermissions('product'),
  recipeCreate: chemistryEditors,
  recipeEdit: chemistryEditors,
  recipeDestroy: chemistryEditors,
  chemicalCreate: chemistryEditors,
  chemicalsEdit: chemistryEditors,
  chemicalDestroy: chemistryEditors,
  // Reading recipes, chemicals, receipts and uses: the roles of invoiceRead, as the spec maps it
  // (docs/domain-rules.md#roles-and-permissions), under its own name so chemistry never names invoices.
  chemistryRead: invoice.invoiceRead,
} satisfies Record<string, Role[]>;

export type Permission = keyof typeof permissions;

/** A check passes if the user holds at least one allowed role. */
export function hasPermission(userRoles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = permissions[permission];
  return userRoles.some((role) => allowed.includes(role));
}

/** Passes with any one of the permissions (an upload: the resource's create or edit). */
export function hasAnyPermission(userRoles: readonly string[], wanted: Permission | readonly Permission[]): boolean {
  const list: readonly Permission[] = typeof wanted === 'string' ? [wanted] : wanted;
  return list.some((permission) => hasPermission(userRoles, permission));
}
