/** Routes anyone may call, each rate limited per address (rate-limits.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { perAddressPerMinute } from '../rate-limits';
import { publicPacking } from '../services/qr';

export function registerPublicRoutes(app: FastifyInstance, db: Database, config: AppConfig): void {
  app.get<{ Params: { id: string } }>(
    '/api/public/packing/:id',
    { config: { public: true, rateLimit: perAddressPerMinute(config.rateLimits.public) } },
    (req) => publicPacking(db, req.params.id),
  );
}
