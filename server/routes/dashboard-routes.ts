/**
 * GET /api/dashboard: the home page's figures. A caller holding none of the sections' read
 * permissions gets 403 from the guard; anyone else gets just the sections they may read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardPermissions } from '../../resources/kit/dashboard';
import { dashboard } from '../services/dashboard/dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dashboard', { config: { permission: dashboardPermissions } }, (req) => dashboard(app.db, req.currentUser.roles));
};
