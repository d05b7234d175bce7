/** Routes anyone may call, each rate limited per address (rate-limits.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddressPerMinute } from '../rate-limits';
import { publicPackingAnswer } from '../../resources/kit/public-packing-answer';
import { answers, idParams } from '../schema/api';
import { publicPacking } from '../services/qr';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appConfig: config } = app;
  app.get(
    '/api/public/packing/:id',
    {
      schema: {
        tags: ['public'],
        summary: "What a packing list's QR code shows to anyone",
        params: idParams,
        response: answers(publicPackingAnswer),
      },
      config: { public: true, rateLimit: perAddressPerMinute(config.rateLimits.public) },
    },
    (req) => publicPacking(db, app.files.links, req.params.id),
  );
};
