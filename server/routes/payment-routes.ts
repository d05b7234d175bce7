/** "Reverse" a recorded payment (docs/domain-rules.md#payments): whoever may record payments may reverse one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import { badRequest } from '../errors';
import { reversePayment } from '../services/billing/payment-reversal';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post<{ Params: { id: string } }>(
    `/api/${resources.invoicePayment.path}/:id/reverse`,
    { config: { permission: resources.invoicePayment.permissions.create! } },
    async (request) => {
      const data = (request.body as { data?: unknown } | null)?.data;
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return reversePayment(db, request.params.id, data, actor);
    },
  );
};
