/** GET /api/invoice/:id/pix: the PIX charge for an invoice's balance (services/billing/pix.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '../../resources';
import { answers, idParams } from '../schema/api';
import { invoicePix } from '../services/billing/pix';

const pixAnswer = z.object({
  payload: z.string().meta({ description: 'The BR Code ("copia e cola"), which the QR code holds' }),
  amount: z.number().meta({ description: 'The balance it charges, in reais' }),
});

export const pixRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/api/${resources.invoice.path}/:id/pix`,
    {
      schema: {
        tags: [resources.invoice.name],
        summary: "A PIX charge (BR Code) for the invoice's balance due, to the shop's PIX key",
        params: idParams,
        response: answers(pixAnswer),
      },
      config: { permission: resources.invoice.permissions.read },
    },
    (request) => invoicePix(app.db, request.params.id),
  );
};
