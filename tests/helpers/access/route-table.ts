/**
 * Every route the app registers, read from the app itself (an onRoute hook given to buildApp),
 * with what the auth guard (server/auth/guard.ts) reads from its config: a route is in this
 * table the moment it is added, whoever adds it.
 */
import type { RouteOptions } from 'fastify';
import type { Permission } from '../../../resources/kit/permissions';

export interface AppRoute {
  method: string;
  url: string;
  /** `GET /api/customer/:id`: how the tests name it. */
  key: string;
  /** Any one of these lets a caller through; undefined: none declared. */
  permission?: readonly Permission[];
  public: boolean;
  allowUnverified: boolean;
}

export interface RouteCollector {
  onRoute: (route: RouteOptions) => void;
  routes: AppRoute[];
}

export function routeCollector(): RouteCollector {
  const routes: AppRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const config = route.config ?? {};
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is Fastify's automatic twin of each GET: the same handler behind the same guard.
    for (const method of methods.filter((m) => m !== 'HEAD')) {
      const permission =
        config.permission === undefined
          ? undefined
          : typeof config.permission === 'string'
            ? [config.permission]
            : config.permission;
      routes.push({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        permission,
        public: config.public === true,
        allowUnverified: config.allowUnverified === true,
      });
    }
  };
  return { onRoute, routes };
}
