/** Routes anyone may call, each rate limited per address. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { publicPacking } from '../services/qr';

export async function registerPublicRoutes(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, { global: false });
  app.get<{ Params: { id: string } }>(
    '/api/public/packing/:id',
    { config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    (req) => publicPacking(db, req.params.id),
  );
}
