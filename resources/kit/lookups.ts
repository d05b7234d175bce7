/**
 * Who may look up a resource through its autocomplete call ({id, label} only): the holders of
 * its own XAutocomplete permission (the table in docs/domain-rules.md#roles-and-permissions, never narrowed), and whoever may
 * read, create or edit a resource with a field that references it, so a form or a list filter
 * never asks for a lookup its user may not make (README, "Roles and permissions").
 * Derived from the declarations: a new reference field widens the lookup by itself.
 */
import type { Permission } from './permissions';
import type { Field, ResourceDefinition } from './types';

/** The resources a field refers to, including those inside rows (a recipe's ingredients). */
function referencedBy(field: Field): string[] {
  if (field.type === 'reference') return [field.resource];
  if (field.type === 'rows') return Object.values(field.fields).flatMap(referencedBy);
  return [];
}

/** Every resource one of `resource`'s fields references, once each. */
export function referencedResources(resource: ResourceDefinition): string[] {
  return [...new Set(Object.values(resource.fields).flatMap(referencedBy))];
}

/** The permissions that open `target`'s autocomplete call, any one sufficing. */
export function lookupPermissions(target: ResourceDefinition, all: readonly ResourceDefinition[]): Permission[] {
  const own = target.permissions.autocomplete ? [target.permissions.autocomplete] : [];
  const referrers = all.filter((resource) => referencedResources(resource).includes(target.name));
  const viaReferrers = referrers.flatMap(({ permissions: p }) => [p.read, p.create, p.edit]);
  return [...new Set([...own, ...viaReferrers].filter((p): p is Permission => Boolean(p)))];
}
