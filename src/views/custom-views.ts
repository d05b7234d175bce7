/**
 * The shape of a resource's hand-written views. Type-only: the generic routes take them as an
 * argument (src/AdminApp.tsx wires src/custom in), so src/views never imports a specific screen.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '../../resources/kit/permissions';

export interface ExtraRoute {
  /** After /<path>, e.g. '/new-from-shipper'. */
  suffix: string;
  permission: Permission;
  component: LazyExoticComponent<ComponentType>;
}

export interface CustomViews {
  /** Replaces the generic list at /<path>. */
  list?: LazyExoticComponent<ComponentType>;
  show?: LazyExoticComponent<ComponentType>;
  routes?: ExtraRoute[];
}
