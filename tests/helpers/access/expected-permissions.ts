/**
 * The permission each route should ask, from the declarations rather than from the route: the
 * resource call set (docs/product-spec.md#api-calls) and the upload routes of every files field (docs/domain-rules.md#roles-and-permissions:
 * create and edit allow a resource's storage folder). Routes outside these are written out by
 * the access matrix itself.
 */
import { resourceList } from '../../../resources';
import { apiPath, filesFields } from '../../../resources/kit/derive';
import { lookupPermissions } from '../../../resources/kit/lookups';
import type { Permission } from '../../../resources/kit/permissions';
import type { Operation, PermissionSet } from '../../../resources/kit/types';

const methodOf: Record<Operation, string> = {
  list: 'GET',
  get: 'GET',
  create: 'POST',
  update: 'PUT',
  destroy: 'DELETE',
  import: 'POST',
  autocomplete: 'GET',
};

const permissionKey: Record<Operation, keyof PermissionSet> = {
  list: 'read',
  get: 'read',
  create: 'create',
  update: 'edit',
  destroy: 'destroy',
  import: 'import',
  autocomplete: 'autocomplete',
};

/** `GET /api/customer/:id` → [customerRead], for every resource operation and upload route. */
export function declaredPermissions(): Record<string, Permission[]> {
  const out: Record<string, Permission[]> = {};
  for (const resource of resourceList) {
    for (const op of resource.operations) {
      const permission = resource.permissions[permissionKey[op]];
      // A lookup also opens to whoever reads or writes a resource referencing this one (resources/kit/lookups.ts).
      if (op === 'autocomplete') out[`GET /api/${apiPath(resource, op)}`] = lookupPermissions(resource, resourceList);
      else if (permission) out[`${methodOf[op]} /api/${apiPath(resource, op)}`] = [permission];
    }
    // An import file's probable duplicates are asked with the import's own permission.
    const importing = resource.operations.includes('import') && resource.permissions.import;
    if (importing && resource.naturalKeys?.length)
      out[`POST /api/${apiPath(resource, 'import')}/matches`] = [importing];
    const writers = [resource.permissions.create, resource.permissions.edit].filter((p): p is Permission => Boolean(p));
    for (const [field] of filesFields(resource)) out[`POST /api/files/${resource.name}/${field}`] = writers;
  }
  return out;
}

export const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
