/**
 * The "new from" pages' prefill, guarded by the right to create what the page creates, not to read
 * its source: a packing editor starts from a shipper, an invoice editor from a packing list
 * (docs/domain-rules.md#roles-and-permissions), whoever opens a nonconformance from an inspection.
 * The answers are in parts-flow/form-prefill.ts and quality/nonconformance-prefill.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../resources';
import { answers, idParams } from '../schema/api';
import { invoicePrefillAnswer, nonconformancePrefillAnswer, packingPrefillAnswer } from '../schema/prefill';
import { invoicePrefill, packingPrefill } from '../services/parts-flow/form-prefill';
import { nonconformancePrefill } from '../services/quality/nonconformance-prefill';

const prefill = (tag: string, summary: string, answer: z.ZodType) => ({
  tags: [tag],
  summary,
  params: idParams,
  response: answers(answer),
});

export const prefillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/api/shipper/:id/packing-prefill',
    {
      schema: prefill(resources.packing.name, "A new packing list's fields, from a shipper", packingPrefillAnswer),
      config: { permission: resources.packing.permissions.create! },
    },
    (request) => packingPrefill(db, request.params.id),
  );
  app.get(
    '/api/packing/:id/invoice-prefill',
    {
      schema: prefill(resources.invoice.name, "A new invoice's fields, from a packing list", invoicePrefillAnswer),
      config: { permission: resources.invoice.permissions.create! },
    },
    (request) => invoicePrefill(db, request.params.id),
  );
  app.get(
    '/api/inspection/:id/nonconformance-prefill',
    {
      schema: prefill(
        resources.nonconformance.name,
        "A new nonconformance's references, from a failed inspection",
        nonconformancePrefillAnswer,
      ),
      config: { permission: resources.nonconformance.permissions.create! },
    },
    (request) => nonconformancePrefill(db, request.params.id),
  );
};
