/**
 * GET /api/openapi.json, the API's description (plugins/openapi.ts), and GET /api/reference, the
 * same as a page to read. Public, as the spec and this repository are: they say what each call
 * takes and who may make it, nothing of any shop's data. Fixed once the app is ready, so each is
 * sent as a static answer (an ETag, cached a few minutes, never rate limited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { referencePage } from '../openapi/reference-page';
import { answers, shaped } from '../schema/api';
import { staticAnswer, staticText } from './static-answer';

export const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];
  // Every route is known only once the app is ready: the answers are made on the first request.
  let description: ReturnType<typeof staticAnswer> | undefined;
  let page: ReturnType<typeof staticText> | undefined;
  const document = () => app.swagger() as OpenAPIV3_1.Document;
  app.get(
    '/api/openapi.json',
    {
      schema: {
        tags,
        summary: 'This description, OpenAPI 3.1',
        response: answers(shaped<OpenAPIV3_1.Document>('An OpenAPI 3.1 document')),
      },
      config: { public: true },
    },
    (request, reply) => (description ??= staticAnswer(document()))(request, reply),
  );
  app.get(
    '/api/reference',
    {
      schema: {
        tags,
        summary: 'The reference page for integrators',
        response: answers(z.string().meta({ description: 'An HTML page' })),
      },
      config: { public: true },
    },
    (request, reply) => (page ??= staticText(referencePage(document()), 'text/html; charset=utf-8'))(request, reply),
  );
};
