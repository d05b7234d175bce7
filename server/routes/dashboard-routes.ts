/**
 * GET /api/dashboard: the home page's figures. A caller holding none of the sections' read
 * permissions gets 403 from the guard; anyone else gets just the sections they may read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardPermissions, type DashboardAnswer } from '../../resources/kit/dashboard';
import { answers, shaped } from '../schema/api';
import { dashboard } from '../services/dashboard/dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The home page's figures: the sections the caller may read",
        response: answers(shaped<DashboardAnswer>('One entry per section the caller may read')),
      },
      config: { permission: dashboardPermissions },
    },
    (req) => dashboard(app.db, req.currentUser.roles),
  );
};
