/** The PDFs behind packing and invoice `url`s (DESIGN.md section 3), rendered on each request so they follow every edit. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resources } from '../../resources';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { localeOf, translatorFor } from '../i18n';
import { appOrigin } from '../services/email/origin';
import type { DocumentOptions, RenderedDocument } from '../services/documents/document-fields';
import { renderInvoicePdf } from '../services/documents/invoice-pdf';
import { renderPackingSlip } from '../services/documents/packing-slip';

type Renderer = (db: Database, id: string, options: DocumentOptions) => Promise<RenderedDocument>;

function sendPdf(reply: FastifyReply, { pdf, filename }: RenderedDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    // Customer data, and stale the moment the record changes.
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function registerDocumentRoutes(app: FastifyInstance, db: Database, config: AppConfig): void {
  const optionsOf = (request: FastifyRequest): DocumentOptions => ({
    t: translatorFor(request),
    locale: localeOf(request),
    origin: appOrigin(config),
  });
  const documents: Array<[keyof typeof resources, Renderer]> = [
    ['packing', renderPackingSlip],
    ['invoice', renderInvoicePdf],
  ];
  for (const [name, render] of documents) {
    app.get<{ Params: { id: string } }>(
      `/api/${name}/:id/pdf`,
      { config: { permission: resources[name].permissions.read } },
      async (request, reply) => sendPdf(reply, await render(db, request.params.id, optionsOf(request))),
    );
  }
}
