/** GET /api/inventory: parts on hand by customer, paged, with subtotals and the grand total (parts-flow/inventory-report.ts). */
import type { FastifyInstance } from 'fastify';
import { resources } from '../../resources';
import type { Database } from '../db/client';
import type { ListParams } from '../services/records/list-query';
import { inventoryReport } from '../services/parts-flow/inventory-report';

export function registerInventoryRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/inventory', { config: { permission: resources.product.permissions.read! } },
    (request) => inventoryReport(db, request.query as ListParams));
}
