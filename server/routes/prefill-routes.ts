/**
 * The "new from" pages' prefill, guarded by the right to create what the page creates, not to read
 * its source: a packing editor starts from a shipper, an invoice editor from a packing list
 * (docs/domain-rules.md#roles-and-permissions). The answers are in parts-flow/form-prefill.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import { invoicePrefill, packingPrefill } from '../services/parts-flow/form-prefill';

export const prefillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get<{ Params: { id: string } }>('/api/shipper/:id/packing-prefill',
    { config: { permission: resources.packing.permissions.create! } },
    (request) => packingPrefill(db, request.params.id));
  app.get<{ Params: { id: string } }>('/api/packing/:id/invoice-prefill',
    { config: { permission: resources.invoice.permissions.create! } },
    (request) => invoicePrefill(db, request.params.id));
};
