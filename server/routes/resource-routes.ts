/** The call set of docs/product-spec.md#api-calls for every declared resource, built from resources/. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceList, type ResourceDefinition, type ResourceName } from '../../resources';
import { apiPath } from '../../resources/kit/derive';
import { lookupPermissions } from '../../resources/kit/lookups';
import {
  answers,
  done,
  idParams,
  ids,
  importBody,
  listAnswer,
  listQuery,
  record,
  recordData,
  streamed,
  type ZodApp,
} from '../schema/api';
import { listPageRows, type PageRows } from '../services/list-pages';
import { checkListParams } from '../services/records/list-query';
import { exportRecords, isExportCall, type ExportOptions } from '../services/records/records-export';
import type { Row } from '../services/records/record-shape';
import { autocompleteRecords, getRecord, listRecords, withDownloadUrls } from '../services/records/records-read';
import { destroyRecords } from '../services/records/records-delete';
import { createRecord, updateRecord } from '../services/records/records-write';

const actorOf = (request: FastifyRequest) => ({ id: request.currentUser.id, email: request.currentUser.email });

function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value ? [value] : [];
}

interface Wiring {
  exports: ExportOptions;
  pageRows?: PageRows;
}

function register(app: ZodApp, resource: ResourceDefinition, { exports, pageRows }: Wiring): void {
  const {
    db,
    hooks,
    files: { links },
  } = app;
  const path = (op: ResourceDefinition['operations'][number]) => `/api/${apiPath(resource, op)}`;
  const can = resource.permissions;
  const has = (op: ResourceDefinition['operations'][number]) => resource.operations.includes(op);
  const tags = [resource.name];
  // Every record answered carries fresh signed links to its files.
  const answer = async (found: Promise<Row>) => withDownloadUrls(resource, await found, links);
  const one = answers(record(resource));

  if (has('list')) {
    const schema = {
      tags,
      summary: `List ${resource.name} records: a page (limit, offset), or all of them (the export: neither)`,
      querystring: listQuery(resource),
      response: answers(listAnswer(resource)),
    };
    app.get(path('list'), { schema, config: { permission: can.read } }, async (req, reply) => {
      checkListParams(req.query);
      // The export call (no limit, no offset): every matching row, streamed (records-export.ts).
      if (isExportCall(req.query)) {
        return reply
          .type('application/json; charset=utf-8')
          .send(streamed(exportRecords(db, resource, req.query, links, exports)));
      }
      const { rows: found, count } = await listRecords(db, resource, req.query);
      const rows = pageRows ? await pageRows(db, found) : found;
      return { rows: rows.map((row) => withDownloadUrls(resource, row, links)), count };
    });
  }
  if (has('autocomplete')) {
    const schema = {
      tags,
      summary: `Find ${resource.name} records by their label, or by ids`,
      querystring: z.looseObject({ query: z.string().optional(), limit: z.string().optional(), ids: ids.optional() }),
      response: answers(z.array(z.object({ id: z.unknown().meta({ type: 'string' }), label: z.string() }).loose())),
    };
    // Its own XAutocomplete, or access to a resource whose fields reference it (resources/kit/lookups.ts).
    app.get(
      path('autocomplete'),
      { schema, config: { permission: lookupPermissions(resource, resourceList) } },
      (req) => autocompleteRecords(db, resource, req.query.query, req.query.limit, idsOf(req.query.ids)),
    );
  }
  if (has('get')) {
    const schema = { tags, summary: `One ${resource.name} record`, params: idParams, response: one };
    app.get(path('get'), { schema, config: { permission: can.read } }, (req) =>
      answer(getRecord(db, resource, req.params.id)),
    );
  }
  if (has('create')) {
    const schema = { tags, summary: `Create a ${resource.name} record`, body: recordData(resource), response: one };
    app.post(path('create'), { schema, config: { permission: can.create } }, (req) =>
      answer(createRecord(db, hooks, resource, req.body.data, actorOf(req))),
    );
  }
  if (has('update')) {
    const schema = {
      tags,
      summary: `Change a ${resource.name} record`,
      params: idParams,
      body: recordData(resource),
      response: one,
    };
    app.put(path('update'), { schema, config: { permission: can.edit } }, (req) =>
      answer(updateRecord(db, hooks, resource, req.params.id, req.body.data, actorOf(req))),
    );
  }
  if (has('destroy')) {
    const schema = {
      tags,
      summary: `Delete ${resource.name} records, all or none`,
      querystring: z.looseObject({ ids: ids.optional() }),
      response: done,
    };
    app.delete(path('destroy'), { schema, config: { permission: can.destroy } }, async (req) => {
      await destroyRecords(db, hooks, resource, idsOf(req.query.ids), actorOf(req));
      return {};
    });
  }
  if (has('import')) {
    const schema = {
      tags,
      summary: `Import one spreadsheet row as a ${resource.name} record`,
      body: importBody(resource),
      response: one,
    };
    app.post(path('import'), { schema, config: { permission: can.import } }, (req) =>
      answer(createRecord(db, hooks, resource, req.body.data, actorOf(req), req.body.importHash.trim())),
    );
  }
}

/** Every declared resource's routes, with the domain rules the app was given (app.hooks). */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const exports = { sendTimeoutMs: app.appConfig.exportSendTimeoutMs };
  for (const resource of resourceList)
    register(app, resource, { exports, pageRows: listPageRows[resource.name as ResourceName] });
};
