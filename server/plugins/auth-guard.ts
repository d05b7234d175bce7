/** The auth guard (auth/guard.ts) as a root plugin: its hooks see every route, registered after it or not. */
import fp from 'fastify-plugin';
import { registerAuthGuard } from '../auth/guard';

export const authGuard = fp(async (app) => registerAuthGuard(app, app.db, app.identity), {
  name: 'auth-guard',
  dependencies: ['app-deps'],
});
