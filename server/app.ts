/** Builds the whole application around a database and an identity provider; listens nowhere (see index.ts). */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerAuthGuard } from './auth/guard';
import type { IdentityProvider } from './auth/identity';
import { registerCompression } from './compression';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-values';
import type { Database } from './db/client';
import { registerErrorHandler } from './error-handler';
import { parseQueryString } from './query-string';
import { registerRateLimits } from './rate-limits';
import { OneLinePerRequest } from './request-log';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerBathRoutes } from './routes/bath-routes';
import { companyProfileUploads, registerCompanyProfileRoutes } from './routes/company-profile-routes';
import { registerDashboardRoutes } from './routes/dashboard-routes';
import { registerDocumentRoutes } from './routes/document-routes';
import { registerEmailRoutes } from './routes/email-routes';
import { registerFileRoutes } from './routes/file-routes';
import { registerPublicRoutes } from './routes/public-routes';
import { registerIamRoutes } from './routes/iam-routes';
import { registerInventoryRoutes } from './routes/inventory-routes';
import { registerPaymentRoutes } from './routes/payment-routes';
import { registerPrefillRoutes } from './routes/prefill-routes';
import { invitationSender } from './routes/invitation-sender';
import { registerRecipeRoutes } from './routes/recipe-routes';
import { registerResourceRoutes } from './routes/resource-routes';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticClient } from './static-client';
import { registerStorableTextCheck } from './storable-text';
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

export async function buildApp({ db, identity, config, logger = false, onRoute, hooks = domainHooks, files: opened }: AppDeps): Promise<FastifyInstance> {
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
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandler(app);
  // Before every route: headers on every answer, and limits for the routes that ask for one.
  registerSecurityHeaders(app, config);
  // Before every route, as it hooks each one as it is added (compression.ts).
  await registerCompression(app);
  await registerRateLimits(app);
  registerAuthGuard(app, db, identity);
  registerStorableTextCheck(app);
  const files = opened ?? (await openFileStore(config));
  registerAuthRoutes(app, db, config, files.links);
  registerResourceRoutes(app, db, { hooks, links: files.links, exports: { sendTimeoutMs: config.exportSendTimeoutMs } });
  registerIamRoutes(app, db, identity, invitationSender(config));
  // Avatars: no resource declares them, and any signed-in user may upload one.
  registerCompanyProfileRoutes(app, db, files.links);
  await registerFileRoutes(app, db, files, [avatarUpload, ...companyProfileUploads], config.uploadQuota);
  registerDocumentRoutes(app, db, config, files);
  registerRecipeRoutes(app, db, hooks);
  registerBathRoutes(app, db, hooks);
  registerDashboardRoutes(app, db);
  registerInventoryRoutes(app, db);
  registerPrefillRoutes(app, db);
  registerPaymentRoutes(app, db);
  registerPublicRoutes(app, db, config);
  registerEmailRoutes(app, identity, config);

  await registerStaticClient(app, config);
  return app;
}
