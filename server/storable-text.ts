/**
 * PostgreSQL text (and jsonb) cannot hold U+0000, and a lone UTF-16 surrogate is no character at
 * all (the driver would store U+FFFD in its place). Either, anywhere in a body, a query or a path
 * parameter, used to reach SQL and fail there as a 500 (a filter, an import hash, an invitation
 * email, a name): refused here as a 400 instead, after the auth guard has spoken.
 */
import fp from 'fastify-plugin';
import { badRequest } from './errors';

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deep enough for any body the API takes (rows of a recipe, a list's bracket filters). */
const MAX_DEPTH = 32;

function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key) || holdsUnstorable(item, depth + 1)) return true;
  }
  return false;
}

export const storableTextCheck = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if ([request.body, request.query, request.params].some((part) => holdsUnstorable(part))) {
        throw badRequest('errors.unstorableText');
      }
    });
  },
  { name: 'storable-text', dependencies: ['auth-guard'] },
);
