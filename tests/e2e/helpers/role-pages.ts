/**
 * Every page a role reaches where it looks records up, generated from resources/ and the custom
 * routes the way the access matrix is: create and edit forms with their reference inputs, the
 * pickers of the "new from" pages, and each reference filter of a list.
 */
import { resourceList, type ResourceDefinition } from '../../../resources';
import { filterSpecs } from '../../../resources/kit/derive';
import { lookupPermissions, referencedResources } from '../../../resources/kit/lookups';
import { hasPermission, type Permission, type Role } from '../../../resources/kit/permissions';
import { customViewsOf } from '../../../src/custom';
import en from '../../../i18n/en';

export interface RoleVisit {
  resource: ResourceDefinition;
  kind: 'form' | 'picker' | 'filter';
  url: string;
  /** Labels of the reference inputs (forms) or reference filters (lists) that must offer options. */
  references: string[];
}

const fieldLabel = (resource: ResourceDefinition, field: string): string =>
  (en.resources as unknown as Record<string, { fields: Record<string, string> }>)[resource.name].fields[field];

/** The reference inputs a form shows: every writable reference field at the top level. */
function formReferences(resource: ResourceDefinition): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.type === 'reference' && !field.readOnly)
    .map(([name]) => fieldLabel(resource, name));
}

/** The list's reference filters: their keys (shown through the address) and labels. */
function filterReferences(resource: ResourceDefinition): { keys: string[]; labels: string[] } {
  const specs = Object.entries(filterSpecs(resource)).filter(([, spec]) => spec.type === 'reference');
  return { keys: specs.map(([key]) => key), labels: specs.map(([, spec]) => fieldLabel(resource, spec.field)) };
}

// The people pages (IAM) look nothing up: their forms name roles, not records.
const checked = resourceList.filter((resource) => resource.name !== 'user');

export function visitsFor(role: Role, ids: Record<string, string>): RoleVisit[] {
  const may = (permission: Permission | undefined) => Boolean(permission) && hasPermission([role], permission!);
  const visits: RoleVisit[] = [];
  for (const resource of checked) {
    const { path, operations, permissions } = resource;
    const custom = customViewsOf(resource.name) ?? {};
    if (operations.includes('create') && may(permissions.create)) {
      visits.push({ resource, kind: 'form', url: `/${path}/new`, references: formReferences(resource) });
    }
    if (operations.includes('update') && may(permissions.edit)) {
      visits.push({
        resource,
        kind: 'form',
        url: `/${path}/${ids[resource.name]}/edit`,
        references: formReferences(resource),
      });
    }
    for (const route of custom.routes ?? []) {
      if (route.suffix.startsWith('/new-from-') && may(permissions[route.operation]))
        visits.push({ resource, kind: 'picker', url: `/${path}${route.suffix}`, references: [] });
    }
    const filters = filterReferences(resource);
    if (operations.includes('list') && !custom.list && may(permissions.read) && filters.keys.length) {
      // Every reference filter shown at once, as after choosing each from "Add filter".
      const shown = encodeURIComponent(JSON.stringify(Object.fromEntries(filters.keys.map((key) => [key, true]))));
      visits.push({ resource, kind: 'filter', url: `/${path}?displayedFilters=${shown}`, references: filters.labels });
    }
  }
  return visits;
}

/**
 * What decides a role's run: the pages it reaches, and which of the permissions guarding them and
 * their lookups it holds. Roles alike in both (owner, editor, entityEditor) see the same screens
 * make the same calls, so the test runs the first of them only.
 */
export function pageSignature(role: Role): string {
  const visits = visitsFor(role, {});
  const touched = new Set(visits.flatMap(({ resource }) => [resource.name, ...referencedResources(resource)]));
  const guarding = resourceList
    .filter((r) => touched.has(r.name))
    .flatMap((r) => [...Object.values(r.permissions), ...lookupPermissions(r, resourceList)]) as Permission[];
  const held = [...new Set(guarding)].filter((p) => hasPermission([role], p)).sort();
  return JSON.stringify([visits.map((v) => `${v.kind} ${v.url}`), held]);
}
