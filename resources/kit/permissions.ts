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
  // Beyond the spec's 17 (docs/domain-rules.md#roles-and-permissions): the quality department and the lab.
  'qualityManager',
  'labTechnician',
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

/** The roles of several lists, each once. */
const anyOf = (...lists: Role[][]): Role[] => [...new Set(lists.flat())];

const iamEditors: Role[] = ['owner', 'iamSecurityReviewer', 'editor'];
// docs/decisions.md#chemistry-fields: chemistry permissions, which the spec leaves open.
const chemistryEditors: Role[] = ['owner', 'editor', 'entityEditor'];
const invoice = entityPermissions('invoice');
const product = entityPermissions('product');
const packing = entityPermissions('packing');
// docs/decisions.md#quality-roles: quality records are read by whoever reads everything and by the
// quality department; specifications, instruments and dispositions are the quality manager's.
const qualityReaders: Role[] = ['owner', 'editor', 'viewer', 'qualityManager', 'labTechnician'];
const qualityEditors: Role[] = ['owner', 'qualityManager'];
// Readings (inspections, calibrations, bath analyses and additions) are taken in the lab.
const labRecorders: Role[] = ['owner', 'qualityManager', 'labTechnician'];
// The quality department inspects packing lists and signs their certificates: it opens them and
// picks them in an inspection, an addition to the spec's lists (docs/decisions.md#quality-roles).
const packingQuality: Role[] = ['qualityManager', 'labTechnician'];
const jobEditors = anyOf(entityPermissions('shipper').shipperEdit, packing.packingEdit, ['qualityManager']);

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
  ...packing,
  packingRead: [...packing.packingRead, ...packingQuality],
  packingAutocomplete: [...packing.packingAutocomplete, ...packingQuality],
  ...invoice,
  ...product,
  recipeCreate: chemistryEditors,
  recipeEdit: chemistryEditors,
  recipeDestroy: chemistryEditors,
  chemicalCreate: chemistryEditors,
  chemicalsEdit: chemistryEditors,
  chemicalDestroy: chemistryEditors,
  // Reading recipes, chemicals, receipts and uses: the roles of invoiceRead, as the spec maps it
  // (docs/domain-rules.md#roles-and-permissions), under its own name so chemistry never names invoices.
  // The quality department and the lab read tanks and chemicals too: roles beyond the spec's, so
  // none of the spec's roles gains or loses anything.
  chemistryRead: [...invoice.invoiceRead, 'qualityManager', 'labTechnician'],
  // Bath analyses and additions: whoever may create chemicals, and the lab.
  bathRecord: [...chemistryEditors, 'qualityManager', 'labTechnician'],
  // Tanks: whoever may create chemicals, and the quality manager (bath control).
  tankEdit: [...chemistryEditors, 'qualityManager'],
  qualityRead: qualityReaders,
  qualityEdit: qualityEditors,
  qualityRecord: labRecorders,
  // A part names its specifications, an analysis its instrument: their editors pick them.
  specificationAutocomplete: anyOf(qualityReaders, product.productCreate, product.productEdit),
  instrumentAutocomplete: anyOf(qualityReaders, chemistryEditors),
  // Jobs (docs/domain-rules.md#jobs): read by whoever reads shippers or packing lists (entityViewer
  // left out, as the spec's XRead leaves it) and by the quality department;
  // made, held and moved through their steps by shipping and packing editors.
  jobRead: anyOf(entityPermissions('shipper').shipperRead, packing.packingRead, qualityReaders),
  jobEdit: jobEditors,
  // Starting and finishing a step at its station: whoever moves jobs through their steps.
  jobStepRecord: jobEditors,
  // Signing a certificate of conformance: never a packing editor (issue 36).
  certificateRelease: qualityEditors,
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
