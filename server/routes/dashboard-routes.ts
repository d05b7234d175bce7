/**
 * GET /api/dashboard: the home page's figures. A caller holding none of the sections' read
 * permissions gets 403 from the guard; anyone else gets just the sections they may read.
 */
import type { FastifyInstance } from 'fastify';
import { dashboardPermissions } from '../../resources/kit/dashboard';
import type { Database } from '../db/client';
import { dashboard } from '../services/dashboard/dashboard';

export function registerDashboardRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/dashboard', { config: { permission: dashboardPermissions } }, (req) => dashboard(db, req.currentUser.roles));
}
