import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** Where users reach the app, for links in emails: PUBLIC_URL behind a proxy, else the request's own origin. */
export function appOrigin(config: Pick<AppConfig, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
