/** "Reverse" a recorded payment (docs/domain-rules.md#payments): whoever may record payments may reverse one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '../../resources';
import paymentReversal from '../../resources/forms/payment-reversal';
import { answers, idParams, record, recordData } from '../schema/api';
import { reversePayment } from '../services/billing/payment-reversal';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post(
    `/api/${resources.invoicePayment.path}/:id/reverse`,
    {
      schema: {
        tags: [resources.invoicePayment.name],
        summary: 'Reverse a payment: a negative payment of the same amount',
        params: idParams,
        body: recordData(paymentReversal),
        response: answers(record(resources.invoicePayment)),
      },
      config: { permission: resources.invoicePayment.permissions.create! },
    },
    async (request) => {
      const actor = { id: request.currentUser.id, email: request.currentUser.email };
      return reversePayment(db, request.params.id, request.body.data, actor);
    },
  );
};
