/** Builds the whole application around a database and an identity provider; listens nowhere (see index.ts). */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IdentityProvider } from './auth/identity';
import { compression } from './compression';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-values';
import type { Database } from './db/client';
import { errorHandler } from './error-handler';
import { appDeps } from './plugins/app-deps';
import { authGuard } from './plugins/auth-guard';
import { openapi } from './plugins/openapi';
import { parseQueryString } from './query-string';
import { rateLimits } from './rate-limits';
import { OneLinePerRequest } from './request-log';
import { authRoutes } from './routes/auth-routes';
import { bathRoutes } from './routes/bath-routes';
import { qualityRoutes } from './routes/quality-routes';
import { companyProfileRoutes, companyProfileUploads } from './routes/company-profile-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { jobRoutes } from './routes/job-routes';
import { documentRoutes } from './routes/document-routes';
import { certificateRoutes } from './routes/certificate-routes';
import { emailRoutes } from './routes/email-routes';
import { fileRoutes } from './routes/file-routes';
import { publicRoutes } from './routes/public-routes';
import { iamRoutes } from './routes/iam-routes';
import { fiscalRoutes } from './routes/fiscal-routes';
import { inventoryRoutes } from './routes/inventory-routes';
import { openapiRoutes } from './routes/openapi-routes';
import { paymentRoutes } from './routes/payment-routes';
import { pixRoutes } from './routes/pix-routes';
import { prefillRoutes } from './routes/prefill-routes';
import { invitationSender } from './routes/invitation-sender';
import { recipeRoutes } from './routes/recipe-routes';
import { resourceRoutes } from './routes/resource-routes';
import { importMatchRoutes } from './routes/import-match-routes';
import { securityHeadersPlugin } from './security-headers';
import { staticClient } from './static-client';
import { storableTextCheck } from './storable-text';
import { schemaValidation } from './schema/validation';
import { domainHooks } from './services/domain-hooks';
import { openFileStore, type FileStore } from './services/files/store';
import type { HooksByResource } from './services/records/hooks';
import { avatarUpload } from './services/profile';

export interface AppDeps {
  db: Database;
  identity: IdentityProvider;
  config: AppConfig;
  /** Pino's log: off (tests), on (index.ts: stdout), or into a stream of the caller's (tests of the log itself). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Sees every route as it is added, with its config (tests/api/access-matrix: every route declares its access). */
  onRoute?: (route: RouteOptions) => void;
  /** The domain rules by resource; the shop's own (services/domain-hooks.ts) unless a caller wires others. */
  hooks?: HooksByResource;
  /** The file store, when the caller opened it already (index.ts, to fail at start in one line); else opened here. */
  files?: FileStore;
}

export async function buildApp({
  db,
  identity,
  config,
  logger = false,
  onRoute,
  hooks = domainHooks,
  files: opened,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // One line per request, written when it is answered (request-log.ts).
    logController: new OneLinePerRequest(),
    bodyLimit: 1_048_576,
    // Whose X-Forwarded-For gives the caller address (TRUST_PROXY; off by default, see config.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Bracket form: filter[name]=acme&filter[dateRange][0]=2026-01-01 (docs/product-spec.md#api-calls).
    routerOptions: {
      querystringParser: parseQueryString,
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  const files = opened ?? (await openFileStore(config));
  await app.register(appDeps, { db, identity, appConfig: config, hooks, files });
  await app.register(errorHandler);
  // Before every route: headers on every answer, and limits for the routes that ask for one.
  await app.register(securityHeadersPlugin);
  // Before every route, as it hooks each one as it is added (compression.ts).
  await app.register(compression);
  await app.register(rateLimits);
  await app.register(authGuard);
  await app.register(storableTextCheck);
  // After the guard and the check: route schemas refuse only after both have spoken (schema/validation.ts).
  await app.register(schemaValidation);
  // Before the routes, so each is described as it is added.
  await app.register(openapi);

  // Each group of routes in its own scope, reading what it needs from the app's decorations.
  await app.register(authRoutes);
  await app.register(resourceRoutes);
  await app.register(importMatchRoutes);
  await app.register(iamRoutes, { sendInvitations: invitationSender(config) });
  // Avatars: no resource declares them, and any signed-in user may upload one.
  await app.register(companyProfileRoutes);
  await app.register(fileRoutes, { extra: [avatarUpload, ...companyProfileUploads] });
  await app.register(documentRoutes);
  await app.register(certificateRoutes);
  await app.register(recipeRoutes);
  await app.register(bathRoutes);
  await app.register(qualityRoutes);
  await app.register(dashboardRoutes);
  await app.register(jobRoutes);
  await app.register(inventoryRoutes);
  await app.register(fiscalRoutes);
  await app.register(prefillRoutes);
  await app.register(paymentRoutes);
  await app.register(pixRoutes);
  await app.register(publicRoutes);
  await app.register(emailRoutes);
  await app.register(openapiRoutes);

  await app.register(staticClient);
  return app;
}
