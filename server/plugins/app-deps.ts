/**
 * What every route plugin reads from the app instead of taking it as an argument: the database, the
 * identity provider, the configuration, the domain rules and the file store, as root decorators.
 */
import fp from 'fastify-plugin';
import type { IdentityProvider } from '../auth/identity';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { FileStore } from '../services/files/store';
import type { HooksByResource } from '../services/records/hooks';

export interface AppDecorations {
  db: Database;
  identity: IdentityProvider;
  /** `config` would read as a route's config (request.routeOptions.config): this is the app's. */
  appConfig: AppConfig;
  hooks: HooksByResource;
  files: FileStore;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the decorations, typed once
  interface FastifyInstance extends AppDecorations {}
}

export const appDeps = fp<AppDecorations>(
  async (app, deps) => {
    app.decorate('db', deps.db);
    app.decorate('identity', deps.identity);
    app.decorate('appConfig', deps.appConfig);
    app.decorate('hooks', deps.hooks);
    app.decorate('files', deps.files);
  },
  { name: 'app-deps' },
);
