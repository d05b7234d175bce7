/** GET /api/inventory: parts on hand by customer, paged, with subtotals and the grand total (parts-flow/inventory-report.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import { inventoryAnswer } from '../../resources/kit/inventory-answer';
import { answers, listQuery } from '../schema/api';
import { inventoryReport } from '../services/parts-flow/inventory-report';

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inventory',
    {
      schema: {
        tags: [resources.product.name],
        summary: 'Parts on hand by customer, with subtotals and the grand total',
        querystring: listQuery(resources.product),
        response: answers(inventoryAnswer),
      },
      config: { permission: resources.product.permissions.read! },
    },
    (request) => inventoryReport(app.db, request.query),
  );
};
