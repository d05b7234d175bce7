/** Routes anyone may call, each rate limited per address (rate-limits.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddressPerMinute } from '../rate-limits';
import { publicPacking } from '../services/qr';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appConfig: config } = app;
  app.get<{ Params: { id: string } }>(
    '/api/public/packing/:id',
    { config: { public: true, rateLimit: perAddressPerMinute(config.rateLimits.public) } },
    (req) => publicPacking(db, req.params.id),
  );
};
