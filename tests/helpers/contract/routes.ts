/** The API routes a resource offers (docs/product-spec.md#api-calls), each with its permission and a request that succeeds. */
import { randomUUID } from 'node:crypto';
import type { ResourceDefinition } from '../../../resources';
import type { Operation } from '../../../resources/kit/types';
import type { Permission } from '../../../resources/kit/permissions';
import { lookupPermissions } from '../../../resources/kit/lookups';
import { resourceList } from '../../../resources';
import { call, type CallOptions } from '../http';
import { sampleImportRecord } from '../samples';
import type { ContractContext } from './context';
import { pathFor, referencesFor, seed, validData } from './store';
import { importFields } from '../../../resources/kit/derive';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteRequest {
  method: Method;
  path: string;
  options: Omit<CallOptions, 'token'>;
}

export interface Route {
  operation: Operation;
  /** Any one of these lets a caller through. */
  permission: readonly Permission[];
  /** A request that a permitted caller sees succeed (creates what it needs first). */
  valid: (ctx: ContractContext) => Promise<RouteRequest>;
}

const permissionKey = {
  list: 'read',
  get: 'read',
  create: 'create',
  update: 'edit',
  destroy: 'destroy',
  import: 'import',
  autocomplete: 'autocomplete',
} as const;

export function routesOf(resource: ResourceDefinition): Route[] {
  const builders: Record<Operation, Route['valid']> = {
    list: async () => ({
      method: 'GET',
      path: pathFor(resource, 'list'),
      options: { query: { limit: 10, offset: 0 } },
    }),
    get: async (ctx) => ({
      method: 'GET',
      path: pathFor(resource, 'get', (await seed(ctx, resource)).id),
      options: {},
    }),
    create: async (ctx) => ({
      method: 'POST',
      path: pathFor(resource, 'create'),
      options: { body: { data: await validData(ctx, resource) } },
    }),
    update: async (ctx) => {
      const { id } = await seed(ctx, resource);
      return {
        method: 'PUT',
        path: pathFor(resource, 'update', id),
        options: { body: { id, data: await validData(ctx, resource) } },
      };
    },
    destroy: async (ctx) => ({
      method: 'DELETE',
      path: pathFor(resource, 'destroy'),
      options: { query: { ids: [(await seed(ctx, resource)).id] } },
    }),
    import: async (ctx) => {
      const seq = ctx.nextSeq();
      const data = sampleImportRecord(resource, seq, await referencesFor(ctx, importFields(resource)));
      return {
        method: 'POST',
        path: pathFor(resource, 'import'),
        options: { body: { data, importHash: randomUUID() } },
      };
    },
    autocomplete: async () => ({
      method: 'GET',
      path: pathFor(resource, 'autocomplete'),
      options: { query: { query: '', limit: 5 } },
    }),
  };
  return resource.operations.map((operation) => {
    const permission = resource.permissions[permissionKey[operation]];
    if (!permission) throw new Error(`${resource.name}: operation ${operation} has no permission declared`);
    // A lookup also opens to whoever reads or writes a resource referencing this one (resources/kit/lookups.ts).
    const any = operation === 'autocomplete' ? lookupPermissions(resource, resourceList) : [permission];
    return { operation, permission: any, valid: builders[operation] };
  });
}

export async function send(ctx: ContractContext, request: RouteRequest, token?: string, extra: CallOptions = {}) {
  return call(ctx.app, request.method, request.path, { ...request.options, token, ...extra });
}
