/**
 * The shape of a resource's hand-written views. Type-only: the generic routes take them as an
 * argument (src/AdminApp.tsx wires src/custom in), so src/views never imports a specific screen.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermissionSet } from '../../resources/kit/types';

export interface ExtraRoute {
  /** After /<path>, e.g. '/new-from-shipper'. */
  suffix: string;
  /**
   * The resource's operation the page stands for: its permission is the declaration's for that
   * operation, never written again here (a copy went stale once: the lab could record an analysis
   * through the API but the page sent it to /403).
   */
  operation: keyof PermissionSet;
  component: LazyExoticComponent<ComponentType>;
}

export interface CustomViews {
  /** Replaces the generic list at /<path>. */
  list?: LazyExoticComponent<ComponentType>;
  show?: LazyExoticComponent<ComponentType>;
  routes?: ExtraRoute[];
}
