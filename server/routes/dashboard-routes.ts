/**
 * GET /api/dashboard: the home page's figures. A caller holding none of the sections' read
 * permissions gets 403 from the guard; anyone else gets just the sections they may read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardPermissions } from '../../resources/kit/dashboard';
import { dashboardAnswer } from '../../resources/kit/dashboard-answer';
import { answers } from '../schema/api';
import { dashboard } from '../services/dashboard/dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The home page's figures: the sections the caller may read",
        response: answers(dashboardAnswer),
      },
      config: { permission: dashboardPermissions },
    },
    (req) => dashboard(app.db, req.currentUser.roles),
  );
};
