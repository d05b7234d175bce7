/** GET /api/inventory: parts on hand by customer, paged, with subtotals and the grand total (parts-flow/inventory-report.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import type { ListParams } from '../services/records/list-query';
import { inventoryReport } from '../services/parts-flow/inventory-report';

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/api/inventory', { config: { permission: resources.product.permissions.read! } },
    (request) => inventoryReport(db, request.query as ListParams));
};
