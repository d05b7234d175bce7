/** The spec's exact URLs for a resource: /<path>, /<path>/new, /<path>/importer, /<path>/{id}/edit, /<path>/{id} (or the declared view route). */
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources';
import { viewRoute } from '../../resources/kit/derive';
import type { Permission } from '../../resources/kit/permissions';
import { RequirePermission } from '../auth/RequirePermission';
import type { CustomViews } from './custom-views';
import { lazyScreen } from './lazy-screen';

const ResourceList = lazy(() => import('./ResourceList'));
const ResourceCreate = lazyScreen(() => import('./ResourceCreate'));
const ResourceEdit = lazyScreen(() => import('./ResourceEdit'));
const ResourceShow = lazyScreen(() => import('./ResourceShow'));
const ResourceImporter = lazyScreen(() => import('./import/ResourceImporter'));

/** `custom`: the resource's hand-written views, passed in by src/AdminApp.tsx (src/custom). */
export function resourceRoutes(resource: ResourceDefinition, custom: CustomViews = {}): ReactNode[] {
  const { operations, permissions, path } = resource;
  const route = (suffix: string, permission: Permission | undefined, element: ReactNode) => (
    <Route
      key={`${path}${suffix}`}
      path={`/${path}${suffix}`}
      element={<RequirePermission permission={permission}>{element}</RequirePermission>}
    />
  );
  const Show = custom.show;
  const view = viewRoute(resource);
  const CustomList = custom.list;
  return [
    ...(custom.routes ?? []).map(({ suffix, operation, component: Extra }) =>
      route(suffix, permissions[operation], <Extra />),
    ),
    operations.includes('list') &&
      route('', permissions.read, CustomList ? <CustomList /> : <ResourceList resource={resource} />),
    operations.includes('create') && route('/new', permissions.create, <ResourceCreate resource={resource} />),
    operations.includes('import') && route('/importer', permissions.import, <ResourceImporter resource={resource} />),
    operations.includes('update') && route('/:id/edit', permissions.edit, <ResourceEdit resource={resource} />),
    operations.includes('get') &&
      route(view.suffix, view.permission, Show ? <Show /> : <ResourceShow resource={resource} />),
  ].filter(Boolean);
}
