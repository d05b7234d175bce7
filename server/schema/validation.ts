/**
 * How route schemas (zod, through fastify-type-provider-zod's types) check requests without
 * changing a single answer:
 * - a failed check is answered after the auth guard, never before: 401 and 403 still win over a
 *   bad body (attachValidation, then the last preHandler throws it, after the route's own hooks);
 * - only the app's own refusals (refusal.ts) are answered by the schema; any other failure is left
 *   to the services, which answer with their translated messages as before;
 * - the handler gets the request's own objects (the list query keeps what qs dropped, query-string.ts),
 *   so schemas only check, never transform;
 * - answers are serialized as before (JSON.stringify): response schemas describe, they never strip.
 */
import type { FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { refusalOf } from './refusal';

async function answerRefusal(request: FastifyRequest): Promise<void> {
  const refused = request.validationError;
  if (refused) throw refused;
}

const asList = (hooks: RouteOptions['preHandler']): preHandlerHookHandler[] =>
  (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]) as preHandlerHookHandler[];

export const schemaValidation = fp(
  async (app) => {
    app.setValidatorCompiler<$ZodType>(({ schema }) => (data) => {
      const result = safeParse(schema, data);
      if (result.success) return { value: data };
      const refused = refusalOf(result.error.issues);
      return refused ? { error: refused } : { value: data };
    });
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    app.addHook('onRoute', (route) => {
      if (!route.schema) return;
      route.attachValidation = true;
      route.preHandler = [...asList(route.preHandler), answerRefusal];
    });
  },
  { name: 'schema-validation', dependencies: ['auth-guard'] },
);
