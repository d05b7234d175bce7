/**
 * A packing list's certificate of conformance (docs/domain-rules.md#certificates): released with
 * POST (certificateRelease), read back as issued (the stored PDF and its frozen words, ?revision=N
 * for an earlier one), or before any release as a DRAFT rendered now, not signed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { resources } from '../../resources';
import { documentTextAnswer } from '../../resources/kit/document-text-answer';
import type { Database } from '../db/client';
import { declaredTables } from '../db/tables';
import { ApiError, notFound } from '../errors';
import { localeOf } from '../i18n';
import { certificateRelease } from '../schema/certificate';
import { answers, binary, idParams, record } from '../schema/api';
import { readCompanyProfile } from '../services/company-profile';
import { appOrigin } from '../services/email/origin';
import { releasedFileName } from '../services/documents/certificate-file-name';
import { certificateSource } from '../services/documents/certificate-pdf';
import { documentWords, type DocumentContent } from '../services/documents/document-pdf';
import { documentOptions } from '../services/documents/document-profile';
import { createDocumentRenderer } from '../services/documents/document-renderer';
import { WorkerUnavailable } from '../services/documents/worker-pool';
import { certificatePdfKey, latestCertificate, releaseCertificate } from '../services/quality/certificate-release';
import { UUID } from '../services/records/references';
import { perUserLimit, sendPdf } from './document-routes';

const path = `/api/${resources.packing.path}/:id/certificate`;
const tags = [resources.certificate.name];
const revisionQuery = z.object({
  revision: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional()
    .meta({ description: 'An earlier revision; the latest if absent' }),
});

/** The released revision asked for (the latest if none), or undefined before any release. */
async function released(db: Database, packingId: string, revision?: string) {
  if (!UUID.test(packingId)) throw notFound();
  if (revision === undefined) return latestCertificate(db, packingId);
  const { certificate } = declaredTables;
  const [row] = await db
    .select()
    .from(certificate)
    .where(and(eq(certificate.packing, packingId), eq(certificate.revision, Number(revision))));
  if (!row) throw notFound();
  return row;
}

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appConfig: config, files: store } = app;
  // Drafts and releases only: one worker, started when first used.
  const renderer = createDocumentRenderer({ workers: 1, timeoutMs: config.documents.renderTimeoutMs });
  app.addHook('onClose', () => renderer.close());
  const limit = perUserLimit(app, config.documents.perUserPerMinute);
  const render = (content: DocumentContent, log: { error(e: unknown): void }) =>
    renderer.render(content).catch((error: unknown) => {
      if (!(error instanceof WorkerUnavailable)) throw error;
      log.error(error);
      throw new ApiError(503, 'errors.documentUnavailable');
    });

  app.post(
    path,
    {
      schema: {
        tags,
        summary: "Release the packing list's certificate: a new revision, frozen and signed",
        params: idParams,
        body: certificateRelease,
        response: answers(record(resources.certificate)),
      },
      config: { permission: 'certificateRelease' },
      preHandler: limit,
    },
    async (request) => {
      const user = request.currentUser;
      const options = await documentOptions(db, store, appOrigin(config));
      const guardedRenderer = { render: (c: DocumentContent) => render(c, request.log), close: renderer.close };
      return releaseCertificate(
        db,
        request.params.id,
        request.body,
        { id: user.id, email: user.email, name: user.fullName ?? '' },
        { renderer: guardedRenderer, store, options },
      );
    },
  );

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'The certificate as released (stored PDF), or a DRAFT rendered now before any release',
        params: idParams,
        querystring: revisionQuery,
        response: binary('application/pdf', 'The PDF'),
      },
      config: { permission: resources.packing.permissions.read },
      preHandler: limit,
    },
    async (request, reply) => {
      const row = await released(db, request.params.id, request.query.revision);
      if (row) {
        const pdf = await store.read(certificatePdfKey(row.id));
        if (!pdf) throw notFound();
        return sendPdf(reply, pdf, await releasedFileName(db, request.params.id, row.number, Number(row.revision)));
      }
      const options = await documentOptions(db, store, appOrigin(config));
      const { content, filename } = await certificateSource(db, request.params.id, options);
      return sendPdf(reply, await render(content, request.log), filename);
    },
  );

  app.get(
    `${path}/content`,
    {
      schema: {
        tags,
        summary: "The certificate's words: as released, or the draft's in the reader's language",
        params: idParams,
        querystring: revisionQuery,
        response: answers(documentTextAnswer),
      },
      config: { permission: resources.packing.permissions.read },
    },
    async (request) => {
      const row = await released(db, request.params.id, request.query.revision);
      if (row) return documentWords(row.content as DocumentContent);
      const options = { origin: appOrigin(config), profile: await readCompanyProfile(db), language: localeOf(request) };
      return documentWords((await certificateSource(db, request.params.id, options)).content);
    },
  );
};
