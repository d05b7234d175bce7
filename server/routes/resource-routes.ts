/** The call set of docs/product-spec.md#api-calls for every declared resource, built from resources/. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourceList, resources, type ResourceDefinition } from '../../resources';
import { apiPath } from '../../resources/kit/derive';
import { lookupPermissions } from '../../resources/kit/lookups';
import type { Database } from '../db/client';
import { badRequest } from '../errors';
import type { FileLinks } from '../services/files/links';
import type { HooksByResource } from '../services/records/hooks';
import { withPreviousValues } from '../services/audit-read';
import { checkListParams } from '../services/records/list-query';
import { exportRecords, isExportCall, type ExportOptions } from '../services/records/records-export';
import type { Row } from '../services/records/record-shape';
import { autocompleteRecords, getRecord, listRecords, withDownloadUrls } from '../services/records/records-read';
import { destroyRecords } from '../services/records/records-delete';
import { createRecord, updateRecord } from '../services/records/records-write';

type Query = Record<string, unknown>;

const IMPORT_HASH_MAX = 255;

const actorOf = (request: FastifyRequest) => ({ id: request.currentUser.id, email: request.currentUser.email });

/** The `data` object of a write body; anything else is a 400. */
function dataOf(body: unknown): unknown {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
  return data;
}

function idsOf(query: Query): string[] {
  const ids = query.ids;
  if (Array.isArray(ids)) return ids.map(String);
  return typeof ids === 'string' && ids ? [ids] : [];
}

interface Wiring {
  hooks: HooksByResource;
  links: FileLinks;
  exports: ExportOptions;
}

function register(app: FastifyInstance, db: Database, resource: ResourceDefinition, { hooks, links, exports }: Wiring): void {
  const path = (op: ResourceDefinition['operations'][number]) => `/api/${apiPath(resource, op)}`;
  const can = resource.permissions;
  const has = (op: ResourceDefinition['operations'][number]) => resource.operations.includes(op);
  // Every record answered carries fresh signed links to its files.
  const answer = async (record: Promise<Row>) => withDownloadUrls(resource, await record, links);

  if (has('list')) {
    app.get(path('list'), { config: { permission: can.read } }, async (req, reply) => {
      checkListParams(req.query as Query);
      // The export call (no limit, no offset): every matching row, streamed (records-export.ts).
      if (isExportCall(req.query as Query)) {
        return reply.type('application/json; charset=utf-8').send(exportRecords(db, resource, req.query as Query, links, exports));
      }
      const { rows: found, count } = await listRecords(db, resource, req.query as Query);
      // An audit page's updates carry the values before them (before → after); its export keeps the values alone.
      const rows = resource === resources.auditLog ? await withPreviousValues(db, found) : found;
      return { rows: rows.map((row) => withDownloadUrls(resource, row, links)), count };
    });
  }
  if (has('autocomplete')) {
    // Its own XAutocomplete, or access to a resource whose fields reference it (resources/kit/lookups.ts).
    app.get(path('autocomplete'), { config: { permission: lookupPermissions(resource, resourceList) } }, (req) => {
      const q = req.query as Query;
      return autocompleteRecords(db, resource, q.query, q.limit, idsOf(q));
    });
  }
  if (has('get')) {
    app.get<{ Params: { id: string } }>(path('get'), { config: { permission: can.read } }, (req) =>
      answer(getRecord(db, resource, req.params.id)),
    );
  }
  if (has('create')) {
    app.post(path('create'), { config: { permission: can.create } }, (req) =>
      answer(createRecord(db, hooks, resource, dataOf(req.body), actorOf(req))),
    );
  }
  if (has('update')) {
    app.put<{ Params: { id: string } }>(path('update'), { config: { permission: can.edit } }, (req) =>
      answer(updateRecord(db, hooks, resource, req.params.id, dataOf(req.body), actorOf(req))),
    );
  }
  if (has('destroy')) {
    app.delete(path('destroy'), { config: { permission: can.destroy } }, async (req) => {
      await destroyRecords(db, hooks, resource, idsOf(req.query as Query), actorOf(req));
      return {};
    });
  }
  if (has('import')) {
    app.post(path('import'), { config: { permission: can.import } }, (req) => {
      const importHash = (req.body as { importHash?: unknown } | null)?.importHash;
      if (typeof importHash !== 'string' || !importHash.trim()) throw badRequest('errors.import.hashRequired');
      // The client sends a 64-character SHA-256; a huge one failed its unique index in SQL (a 500).
      if (importHash.trim().length > IMPORT_HASH_MAX) throw badRequest('errors.import.hashTooLong', { max: IMPORT_HASH_MAX });
      return answer(createRecord(db, hooks, resource, dataOf(req.body), actorOf(req), importHash.trim()));
    });
  }
}

/** `hooks`: the domain rules by resource, wired in by server/app.ts. */
export function registerResourceRoutes(app: FastifyInstance, db: Database, wiring: Wiring): void {
  for (const resource of resourceList) register(app, db, resource, wiring);
}
