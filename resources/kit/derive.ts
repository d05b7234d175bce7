/** Everything the views, routes, export and import need, derived from one declaration. */
import type { Field, FieldOf, FieldType, FilesField, ReferencedByField, ResourceDefinition } from './types';
import type { Permission } from './permissions';

const readOnly = { readOnly: true } as const;

/** The common fields every record carries (docs/product-spec.md#records-and-fields). */
export function systemFields(resource: ResourceDefinition): Record<string, Field> {
  if (resource.timestamps === false) return { id: { type: 'string', exact: true, ...readOnly } };
  return {
    id: { type: 'string', exact: true, ...readOnly, list: false },
    createdAt: { type: 'datetime', ...readOnly },
    updatedAt: { type: 'datetime', ...readOnly, list: false },
  };
}

/** Declared fields followed by the common ones, in display order. */
export function allFields(resource: ResourceDefinition): [string, Field][] {
  const system = systemFields(resource);
  return [
    ...(system.id ? [['id', system.id] as [string, Field]] : []),
    ...Object.entries(resource.fields),
    ...Object.entries(system).filter(([name]) => name !== 'id'),
  ];
}

/** Fields a client may send on create, update and import. */
export function writableFields(resource: Pick<ResourceDefinition, 'fields'>): [string, Field][] {
  return Object.entries(resource.fields).filter(([, f]) => !f.readOnly);
}

/** Whether a shop in `country` is offered the field on its screens (`shopCountries`). */
export const offeredIn =
  (country: string | null) =>
  ([, field]: [string, Field]): boolean =>
    !field.shopCountries || (country !== null && field.shopCountries.includes(country));

export function listFields(resource: ResourceDefinition): [string, Field][] {
  return allFields(resource).filter(([, f]) => f.list !== false);
}

/** `open`: the picker's open work (resources/kit/types.ts PickerDeclaration), true or false. */
export type FilterKind = 'contains' | 'exact' | 'range' | 'open';
export interface FilterSpec {
  field: string;
  kind: FilterKind;
  type: Field['type'];
  /** The accepted values of a choice field. */
  options?: readonly string[];
}

/**
 * How a list filters and sorts by each field type, by type (tsc asks a new type for its entry).
 * `filter` null: never filtered (no one comparable value). Kept here, not with the type's rules
 * (field-types/), because every page derives its list from this and the rules bring zod.
 */
const listing: {
  readonly [T in FieldType]: { filter: ((field: FieldOf<T>) => FilterKind) | null; sortable: boolean };
} = {
  string: { filter: (f) => (f.exact === true ? 'exact' : 'contains'), sortable: true },
  integer: { filter: () => 'range', sortable: true },
  decimal: { filter: () => 'range', sortable: true },
  date: { filter: () => 'range', sortable: true },
  datetime: { filter: () => 'range', sortable: true },
  boolean: { filter: () => 'exact', sortable: true },
  choice: { filter: () => 'exact', sortable: true },
  choices: { filter: () => 'exact', sortable: false },
  reference: { filter: () => 'exact', sortable: true },
  // Declared with `filter: false` (fields.ts rows()); a hand-written one filters as before.
  rows: { filter: () => 'exact', sortable: false },
  json: { filter: null, sortable: false },
  files: { filter: null, sortable: false },
  referencedBy: { filter: null, sortable: false },
};

/** The field's filter kind, or null where it is never filtered. */
function filterKind(f: Field): FilterKind | null {
  if (f.filter === false) return null;
  // An index by a union type cannot say the entry matches the field.
  const kind = listing[f.type].filter as ((field: Field) => FilterKind) | null;
  return kind ? kind(f) : null;
}

/** The filter key of a picker's open work: shippers with parts left to pack, packing lists to bill. */
export const OPEN_WORK_FILTER = 'open';

/**
 * Filter keys the list accepts: `<field>` or `<field>Range` (docs/product-spec.md#api-conventions), and
 * `open` where the picker declares open work.
 */
export function filterSpecs(resource: ResourceDefinition): Record<string, FilterSpec> {
  const specs: Record<string, FilterSpec> = {};
  for (const [field, f] of allFields(resource)) {
    const kind = filterKind(f);
    if (kind === 'range') specs[`${field}Range`] = { field, kind, type: f.type };
    else if (kind)
      specs[f.filterKey ?? field] = { field, kind, type: f.type, ...('options' in f ? { options: f.options } : {}) };
  }
  if (resource.picker?.open) specs[OPEN_WORK_FILTER] = { field: 'id', kind: 'open', type: 'boolean' };
  return specs;
}

/** Columns that `orderBy=<field>_ASC|_DESC` accepts. */
export function sortableFields(resource: ResourceDefinition): string[] {
  return allFields(resource)
    .filter(([, f]) => listing[f.type].sortable)
    .map(([name]) => name);
}

export function parseOrderBy(
  resource: ResourceDefinition,
  orderBy: string | undefined,
): { field: string; direction: 'ASC' | 'DESC' } | null {
  const match = /^(\w+)_(ASC|DESC)$/.exec(orderBy ?? resource.defaultOrder);
  if (!match || !sortableFields(resource).includes(match[1])) return null;
  return { field: match[1], direction: match[2] as 'ASC' | 'DESC' };
}

/** Export columns in order (docs/product-spec.md#export). */
export function exportFields(resource: ResourceDefinition): [string, Field][] {
  const all = new Map(allFields(resource));
  const names = [...(resource.exportFields ?? [...all].filter(([, f]) => f.exported !== false).map(([name]) => name))];
  // An importable resource exports every import column too, so an export edited and imported again
  // loses nothing: a missing one goes after the nearest field declared before it that is exported.
  const order = [...all.keys()];
  const missing = resource.operations.includes('import')
    ? importFields(resource).filter(([name]) => !names.includes(name))
    : [];
  for (const [name] of missing) {
    const before = order
      .slice(0, order.indexOf(name))
      .reverse()
      .find((other) => names.includes(other));
    names.splice(before === undefined ? 0 : names.indexOf(before) + 1, 0, name);
  }
  return names.map((name) => {
    const field = all.get(name);
    if (!field) throw new Error(`${resource.name}: unknown export field ${name}`);
    return [name, field];
  });
}

/** Fields the server computes on read from the records that reference this one: they have no column. */
export function referencedByFields(resource: ResourceDefinition): [string, ReferencedByField][] {
  return Object.entries(resource.fields).filter(
    (entry): entry is [string, ReferencedByField] => entry[1].type === 'referencedBy',
  );
}

/** Fields holding uploaded files: upload routes, signed links and the stored-file check derive from these. */
export function filesFields(resource: ResourceDefinition): [string, FilesField][] {
  return Object.entries(resource.fields).filter((entry): entry is [string, FilesField] => entry[1].type === 'files');
}

/** Import template columns: what a client may write, in declaration order. */
export function importFields(resource: ResourceDefinition): [string, Field][] {
  // Files are uploaded, never written from a spreadsheet cell, even where the export names them.
  return writableFields(resource).filter(([, f]) => f.exported !== false && f.type !== 'files');
}

/** Where the API serves an operation, under /api (docs/product-spec.md#api-calls; `api` overrides it). */
export function apiPath(resource: ResourceDefinition, operation: ResourceDefinition['operations'][number]): string {
  const custom = resource.api?.[operation];
  if (custom) return custom;
  const base = resource.name;
  switch (operation) {
    case 'get':
    case 'update':
      return `${base}/:id`;
    case 'autocomplete':
      return `${base}/autocomplete`;
    case 'import':
      return `${base}/import`;
    default:
      return base;
  }
}

/** The client route of a record's view, after /<path>, and the permission it asks (docs/product-spec.md#private-routes-and-permissions). */
export function viewRoute(resource: ResourceDefinition): { suffix: string; permission: Permission | undefined } {
  return resource.view ?? { suffix: '/:id', permission: resource.permissions.read };
}

/** The client URL of one record's view. */
export const viewUrl = (resource: ResourceDefinition, id: string | number) =>
  `/${resource.path}${viewRoute(resource).suffix.replace(':id', String(id))}`;
