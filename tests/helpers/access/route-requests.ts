/**
 * One cheap request per route for the access matrix: real ids in the path (one record of each
 * resource, reused), and bodies that fail validation right after the guard. A 400 or a 404 from
 * the handler still proves the caller got through; nothing is ever written.
 */
import { resourceList } from '../../../resources';
import { apiPath } from '../../../resources/kit/derive';
import { call, type CallOptions, type CallResult } from '../http';
import type { ContractContext } from '../contract/context';
import { seed } from '../contract/store';
import type { AppRoute } from './route-table';

/** The record an `:id` stands for, by the path segment before it (`iam/:id` is a user). */
const idSegments: Record<string, string> = Object.fromEntries(
  resourceList.filter((r) => r.operations.includes('get')).map((r) => [apiPath(r, 'get').split('/').at(-2)!, r.name]),
);

/** One record of every resource with a record route; the owner stands for the user resource. */
export async function seedOneOfEach(ctx: ContractContext): Promise<Record<string, string>> {
  const ids: Record<string, string> = { user: ctx.owner.id };
  for (const resource of resourceList) {
    // A read-only record (a certificate, released by its own route) is inserted as stored.
    const readable = resource.operations.includes('create') || resource.operations.includes('get');
    if (readable && !ids[resource.name]) ids[resource.name] = (await seed(ctx, resource)).id;
  }
  return ids;
}

/** The route's path with its `:id` filled; `extra` names ids of things no resource declares (files). */
export function concretePath(route: AppRoute, ids: Record<string, string>, extra: Record<string, string> = {}): string {
  const parts = route.url.split('/');
  return parts
    .map((part, i) => {
      if (!part.startsWith(':')) return part;
      const segment = parts[i - 1];
      const id = extra[segment] ?? ids[idSegments[segment]];
      if (!id)
        throw new Error(
          `${route.key}: no record for "${part}" after "${segment}"; teach tests/helpers/access/route-requests.ts`,
        );
      return id;
    })
    .join('/');
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The route called with `options` (a token, a raw Authorization header); writes carry an empty object. */
export function callRoute(
  ctx: ContractContext,
  route: AppRoute,
  ids: Record<string, string>,
  options: CallOptions = {},
): Promise<CallResult<{ message?: string }>> {
  const method = route.method as Method;
  const body = method === 'POST' || method === 'PUT' ? {} : undefined;
  // A list answers in its export form (no limit, no offset): the largest thing a reader can ask for.
  return call(ctx.app, method, concretePath(route, ids, { files: ids.files ?? ids.customer }), { body, ...options });
}
