/**
 * The API's OpenAPI 3.1 description (@fastify/swagger), gathered from every route as it is added:
 * its zod schemas as JSON Schema (fastify-type-provider-zod), and the access the auth guard reads
 * from its config, so the permission printed is the one enforced. Served by routes/openapi-routes.ts.
 */
import swagger from '@fastify/swagger';
import type { FastifyContextConfig } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** How a caller reaches a route, as the document states it (OpenAPI extensions, and `security`). */
export interface Access {
  'x-access': 'public' | 'signedIn' | 'permission';
  /** Any one of these lets a caller through. */
  'x-permission'?: string[];
  'x-allowUnverified'?: true;
  security: Array<Record<string, string[]>>;
}

/** No token, any signed-in user, or one of the permissions listed: what auth/guard.ts reads from the route's config. */
export function accessOf(config: FastifyContextConfig | undefined): Access {
  if (config?.public) return { 'x-access': 'public', security: [] };
  const permission =
    config?.permission === undefined
      ? []
      : typeof config.permission === 'string'
        ? [config.permission]
        : [...config.permission];
  return {
    'x-access': permission.length ? 'permission' : 'signedIn',
    ...(permission.length ? { 'x-permission': permission } : {}),
    ...(config?.allowUnverified ? { 'x-allowUnverified': true } : {}),
    security: [{ bearer: [] }],
  };
}

/** The same in a sentence, for the operation's description. */
export function accessText(access: Access): string {
  if (access['x-access'] === 'public') return 'Public: no token.';
  const unverified = access['x-allowUnverified'] ? ' An unverified email is enough.' : '';
  const permission = access['x-permission'];
  return permission ? `Permission: ${permission.join(' or ')}.${unverified}` : `Any signed-in user.${unverified}`;
}

// Shapes zod cannot write as JSON Schema (schema/api.ts `shaped` and `binary`) are described by their meta.
const fromZod = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

export const openapi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Plating back office API',
          version: '1',
          description:
            'Every call takes a Firebase ID token as a bearer token (but the public ones), answers in the ' +
            'Accept-Language of the request, reads list queries in bracket form (filter[name]=acme), and answers ' +
            'a failure as {message, errors?}. The reference page: GET /api/reference.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
        },
      },
      transform: (document) => {
        // The built client's files are no part of the API.
        if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
        const { schema, url } = fromZod(document);
        const access = accessOf(document.route.config);
        const description = [schema.description, accessText(access)].filter(Boolean).join(' ');
        return { schema: { ...schema, ...access, description }, url };
      },
    });
  },
  { name: 'openapi' },
);
