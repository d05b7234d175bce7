/**
 * The PDFs behind packing and invoice `url`s, rendered on each request so they follow every edit
 * (a packing's `certificateUrl` is certificate-routes.ts: released certificates are stored),
 * and each one's text as JSON (`…/content`) for the record's page, which shows the document on screen.
 * Drawn in worker threads (document-renderer.ts), and limited per user: RATE_LIMIT_DOCUMENTS a minute.
 */
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, binary, idParams } from '../schema/api';
import { resources } from '../../resources';
import { documentTextAnswer } from '../../resources/kit/document-text-answer';
import { documentWords } from '../services/documents/document-pdf';
import type { Database } from '../db/client';
import { ApiError } from '../errors';
import { localeOf } from '../i18n';
import { readCompanyProfile } from '../services/company-profile';
import { appOrigin } from '../services/email/origin';
import type { DocumentOptions, DocumentSource } from '../services/documents/document-fields';
import { documentOptions } from '../services/documents/document-profile';
import { createDocumentRenderer } from '../services/documents/document-renderer';
import { invoiceSource } from '../services/documents/invoice-pdf';
import { jobTravelerSource } from '../services/documents/job-traveler';
import { packingSlipSource } from '../services/documents/packing-slip';
import { WorkerUnavailable } from '../services/documents/worker-pool';

type Source = (db: Database, id: string, options: DocumentOptions) => Promise<DocumentSource>;

/**
 * Renders a minute per user, packing slips and invoices together, so one user printing a stack cannot
 * keep the workers from the others. After the auth guard: the user is known. A refusal is a 429.
 */
export function perUserLimit(app: FastifyInstance, max: number): preHandlerAsyncHookHandler[] {
  if (max <= 0) return [];
  const check = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `documents:${request.currentUser.id}`,
  });
  return [
    async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'errors.tooManyDocuments');
    },
  ];
}

export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      // Customer data, and stale the moment the record changes.
      .header('cache-control', 'private, no-store')
      .send(pdf)
  );
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appConfig: config, files: store } = app;
  const renderer = createDocumentRenderer({
    workers: config.documents.workers,
    timeoutMs: config.documents.renderTimeoutMs,
  });
  app.addHook('onClose', () => renderer.close());
  const limit = perUserLimit(app, config.documents.perUserPerMinute);
  // Printed in the customer's language (else the shop's), whoever asks: docs/domain-rules.md#documents-and-qr-page.
  const documents: Array<[keyof typeof resources, string, Source]> = [
    ['packing', 'pdf', packingSlipSource],
    ['invoice', 'pdf', invoiceSource],
    // The sheet that travels with a job's parts (docs/domain-rules.md#jobs).
    ['job', 'traveler', jobTravelerSource],
  ];
  for (const [name, kind, source] of documents) {
    const tags = [resources[name].name];
    app.get(
      `/api/${name}/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `The ${name}'s ${kind} as a PDF, rendered now`,
          params: idParams,
          response: binary('application/pdf', 'The PDF'),
        },
        config: { permission: resources[name].permissions.read },
        preHandler: limit,
      },
      async (request, reply) => {
        const options = await documentOptions(db, store, appOrigin(config));
        const { content, filename } = await source(db, request.params.id, options);
        const pdf = await renderer.render(content).catch((error: unknown) => {
          if (!(error instanceof WorkerUnavailable)) throw error;
          // A worker that died or overran: the request ends now, and the next render gets a new worker.
          request.log.error(error);
          throw new ApiError(503, 'errors.documentUnavailable');
        });
        return sendPdf(reply, pdf, filename);
      },
    );
    // The same document's text for the record's page, in the reader's language: nothing drawn, no images.
    app.get(
      `/api/${name}/:id/${kind}/content`,
      {
        schema: {
          tags,
          summary: `The ${name}'s ${kind} as text, in the reader's language`,
          params: idParams,
          response: answers(documentTextAnswer),
        },
        config: { permission: resources[name].permissions.read },
      },
      async (request) => {
        const options = {
          origin: appOrigin(config),
          profile: await readCompanyProfile(db),
          language: localeOf(request),
        };
        const { content } = await source(db, request.params.id, options);
        return documentWords(content);
      },
    );
  }
};
