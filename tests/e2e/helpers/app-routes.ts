/**
 * Every client route of the app, derived from the declarations (resources/), the hand-written views'
 * extra routes (src/custom/index.ts) and the fixed screens (src/fixed-screens.ts), plus the QR page.
 */
import { resourceList, type ResourceDefinition } from '../../../resources';
import { apiPath, viewRoute } from '../../../resources/kit/derive';
import { customViewsOf } from '../../../src/custom';
import { fixedScreens } from '../../../src/fixed-screens';

export interface AppRoute {
  /** As declared, e.g. '/product/:id/report'. */
  pattern: string;
  /** The resource whose record fills ':id' (none for fixed screens). */
  resource?: ResourceDefinition;
}

export function appRoutes(): AppRoute[] {
  const routes = new Map<string, AppRoute>();
  const add = (pattern: string, resource?: ResourceDefinition) => {
    if (!routes.has(pattern))
      routes.set(pattern, { pattern, resource: pattern.includes(':id') ? resource : undefined });
  };
  for (const { path } of fixedScreens) add(path);
  for (const resource of resourceList) {
    const { operations, path } = resource;
    if (operations.includes('list')) add(`/${path}`);
    if (operations.includes('create')) add(`/${path}/new`);
    if (operations.includes('import')) add(`/${path}/importer`);
    if (operations.includes('update')) add(`/${path}/:id/edit`, resource);
    if (operations.includes('get')) add(`/${path}${viewRoute(resource).suffix}`, resource);
    for (const extra of customViewsOf(resource.name)?.routes ?? []) add(`/${path}${extra.suffix}`, resource);
  }
  // The public page of a packing slip's QR code (src/App.tsx).
  add(
    '/qr/:id',
    resourceList.find((r) => r.name === 'packing'),
  );
  return [...routes.values()];
}

/** The API path of a resource's list (GET, `{rows, count}`). */
export const listApiPath = (resource: ResourceDefinition) => apiPath(resource, 'list');
