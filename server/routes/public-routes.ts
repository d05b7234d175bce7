/** Routes anyone may call, each rate limited per address (rate-limits.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddressPerMinute } from '../rate-limits';
import { answers, idParams, shaped } from '../schema/api';
import { publicPacking, type PublicPacking } from '../services/qr';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appConfig: config } = app;
  app.get(
    '/api/public/packing/:id',
    {
      schema: {
        tags: ['public'],
        summary: "What a packing list's QR code shows to anyone",
        params: idParams,
        response: answers(shaped<PublicPacking>("The packing list's public summary")),
      },
      config: { public: true, rateLimit: perAddressPerMinute(config.rateLimits.public) },
    },
    (req) => publicPacking(db, app.files.links, req.params.id),
  );
};
