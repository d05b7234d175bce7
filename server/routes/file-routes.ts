/**
 * Uploads (POST /api/files/<resource>/<field>, one multipart file) for every declared files
 * field, and the expiring signed links that serve them (GET /api/files/<id>).
 */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceList } from '../../resources';
import { filesFields } from '../../resources/kit/derive';
import type { Permission } from '../../resources/kit/permissions';
import type { Database } from '../db/client';
import { storedFile } from '../db/tables';
import { badRequest, forbidden, notFound } from '../errors';
import { answers, binary, idParams, type ZodApp } from '../schema/api';
import { storedFileValue } from '../../resources/kit/stored-file-answer';
import { UUID } from '../services/records/references';
import { createImageScaler } from '../services/files/image-scaler';
import { acceptUpload, type Upload, type UploadDeps, type UploadTarget } from '../services/files/upload';
import { UploadQuotaExceeded } from '../services/files/upload-quota';
import { fileTooBig } from '../services/files/upload-checks';
import type { FileStore } from '../services/files/store';

/** A target and who may upload to it: any one of the permissions; none listed means any signed-in user. */
export interface UploadRoute extends UploadTarget {
  permission?: readonly Permission[];
}

/**
 * Each resource's files fields, uploadable by whoever may create or edit that resource
 * (docs/domain-rules.md#roles-and-permissions: create, edit and destroy permissions allow its storage folder).
 */
export function resourceUploadRoutes(): UploadRoute[] {
  return resourceList.flatMap((resource) =>
    filesFields(resource).map(([field, declaration]) => ({
      resource: resource.name,
      field,
      declaration,
      permission: [resource.permissions.create, resource.permissions.edit].filter((p): p is Permission => Boolean(p)),
    })),
  );
}

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The one file of the request, cut off (never buffered whole) once it passes the field's limit. */
async function readUpload(request: FastifyRequest, target: UploadTarget): Promise<Upload> {
  try {
    const part = await request.file({
      limits: { fileSize: target.declaration.maxBytes + 1, files: 1, fields: 4, parts: 5 },
    });
    if (!part) throw badRequest('errors.files.missing');
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileTooBig(target.declaration);
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('errors.files.missing');
    throw error;
  }
}

/** One multipart part named `file`; read by readUpload, never parsed into the body. */
const uploadBody = z.object({ file: z.string().meta({ format: 'binary' }) }).optional();
const uploaded = answers(storedFileValue);

function registerUpload(app: ZodApp, deps: UploadDeps, target: UploadRoute): void {
  const config: FastifyContextConfig = target.permission?.length ? { permission: target.permission } : {};
  const schema = {
    tags: ['files'],
    summary: `Upload one file to ${target.resource}.${target.field} (at most ${target.declaration.maxBytes} bytes)`,
    consumes: ['multipart/form-data'],
    body: uploadBody,
    response: uploaded,
  };
  app.post(`/api/files/${target.resource}/${target.field}`, { schema, config }, async (request, reply) => {
    const upload = await readUpload(request, target);
    try {
      return await acceptUpload(deps, target, upload, request.currentUser.id);
    } catch (error) {
      if (error instanceof UploadQuotaExceeded) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    }
  });
}

/** Public, but only with a genuine signature and an expiry still ahead. */
function registerDownload(app: ZodApp, db: Database, store: FileStore): void {
  const schema = {
    tags: ['files'],
    summary: 'An uploaded file, through the signed link a record answers',
    params: idParams,
    querystring: z.looseObject({ expires: z.string().optional(), signature: z.string().optional() }),
    response: binary('application/octet-stream', 'The file, with its own type'),
  };
  app.get('/api/files/:id', { schema, config: { public: true } }, async (request, reply) => {
    const { id } = request.params;
    const now = Date.now();
    const expires = UUID.test(id)
      ? store.links.verify(id, request.query.expires, request.query.signature, now)
      : undefined;
    if (expires === undefined) throw forbidden('errors.files.linkInvalid');
    const [row] = await db.select().from(storedFile).where(eq(storedFile.id, id));
    const bytes = row && (await store.read({ resource: row.resource, field: row.field, id }));
    if (!row || !bytes) throw notFound();
    return (
      reply
        .type(row.mimeType)
        // Private: the link is a bearer credential, so no shared cache may keep the answer.
        .header('Cache-Control', `private, max-age=${Math.floor((expires - now) / 1000)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .send(bytes)
    );
  });
}

/**
 * `extra`: system upload targets (a user's avatars). One for a field a resource also declares
 * replaces that resource's own target, so the path is registered once, with the extra's permission.
 * Each user's upload budget (config.uploadQuota) is over all these targets together.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ extra: UploadRoute[] }> = async (app, { extra }) => {
  const {
    db,
    files: store,
    appConfig: { uploadQuota: quota },
  } = app;
  const targets = new Map(
    [...resourceUploadRoutes(), ...extra].map((target) => [`${target.resource}/${target.field}`, target]),
  );
  const scaler = createImageScaler();
  app.addHook('onClose', () => scaler.close());
  // Multipart parsing only in this plugin's scope: no other route accepts multipart bodies.
  await app.register(multipart);
  for (const target of targets.values()) registerUpload(app, { db, store, quota, scaler }, target);
  registerDownload(app, db, store);
};
